"""The one table of the files ``kg build`` writes into its output folder.

The build, the loaders (which skip an output folder met as input), ``kg query``,
``kg show`` and ``kg view`` all name the files from here.
"""

TURTLE = "graph.ttl"
GRAPHML = "graph.graphml"
JSON = "graph.json"
HTML = "graph.html"
ONTOLOGY = "ontology.ttl"
NTRIPLES = "graph.nt"
JSONLD = "graph.jsonld"
JSONLD_CONTEXT = "context.jsonld"
FTM = "graph.ftm.json"
#: Every output of a build, in the order it writes them.
OUTPUTS = (TURTLE, GRAPHML, JSON, HTML, ONTOLOGY)
#: Outputs written only on request (``kg build --formats``): name -> (file, writer module, writer function).
#: A name with ``.gz`` after it writes the file gzip-compressed (``nt.gz`` -> ``graph.nt.gz``).
OPTIONAL = {
    "nt": (NTRIPLES, "kg.export.ntriples", "write_ntriples"),
    "jsonld": (JSONLD, "kg.export.jsonld", "write_jsonld"),
    "ftm": (FTM, "kg.export.ftm", "write_ftm"),
}
#: Python packages an optional output needs beyond kg's own: name -> (package, the extra that installs it).
OPTIONAL_NEEDS = {"ftm": ("followthemoney", "ftm")}
#: Files every output folder holds: how a folder is recognised as one.
MARKERS = (TURTLE, ONTOLOGY)
#: The files a graph is read back from, in order of preference.
READABLE = (JSON, TURTLE)
