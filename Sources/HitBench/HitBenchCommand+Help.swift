extension HitBenchCommand {
  /// What `hitbench --help` prints.
  static let helpText = """
    hitbench: how fast the compositor finds the view under a point, and how that grows.

    For each scene size it builds a seeded scene on the real Compositor types (a main
    window with nested trees of views, a passthrough overlay holding a rounded, clipped
    sheet, a HUD, an alert, ...), then times the naive front-to-back walk and the hit-test
    index on the same query points, uniform and clustered on hard cases (sheet edges and
    rounded corners, view edges, overlaps). Every answer is checked: a disagreement
    between the two is an error (exit 1). It also times keeping the index current: one
    frame of a sheet drag, of a subtree drag, adding and removing a view.

    usage: hitbench [options]

    options:
      --views N[,N...]   scene sizes in views (default 10,100,1000,10000,100000)
      --windows W        windows per scene, 2...16 (default 4)
      --seed S           seed for scenes and queries (default 1)
      --queries Q        queries per set (default 20000; fewer above 100000 views
                         so the naive walk stays within seconds)
      --screen WxH       screen size in points (default 1280x800)
      --json             print the results as JSON instead of tables
      --export DIR       write DIR/views-N/scene.json, queries.json and answers.json
      --plot FILE.png    draw ns/query against views (log-log) to FILE.png
      --quiet, -q        no progress lines on stderr
      --help, -h         this text

    exit status: 0 all answers agreed; 1 a disagreement or a file not written;
                 2 a bad command line.

    examples:
      hitbench                                  # the full run, tables on stdout
      hitbench --views 1000,10000 --seed 7      # two sizes, another scene
      hitbench --views 10000 --json > out.json  # machine-readable
      hitbench --views 100 --export /tmp/hit    # scene, queries and answers as JSON
      hitbench --plot docs/hitbench.png         # the plot README shows

    """
}
