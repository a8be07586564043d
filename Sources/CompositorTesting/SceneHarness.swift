import Rendering
