"""The one table of the files ``kg build`` writes into its output folder.

The build, the loaders (which skip an output folder met as input), ``kg query``,
``kg show`` and ``kg view`` all name the files from here.
"""

TURTLE = "graph.ttl"
GRAPHML = "graph.graphml"
JSON = "graph.json"
HTML = "graph.html"
ONTOLOGY = "ontology.ttl"
#: Every output of a build, in the order it writes them.
OUTPUTS = (TURTLE, GRAPHML, JSON, HTML, ONTOLOGY)
#: Files every output folder holds: how a folder is recognised as one.
MARKERS = (TURTLE, ONTOLOGY)
#: The files a graph is read back from, in order of preference.
READABLE = (JSON, TURTLE)
