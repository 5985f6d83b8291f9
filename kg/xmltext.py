"""The one sanitising table: which characters each kind of text may not carry.

Input text is cleaned once when it is read (:func:`clean_controls`); exports that
write XML (GraphML, RDF/XML, HTML) pass every string through :func:`xml_safe`.
"""

from __future__ import annotations

import re

#: C0 and C1 controls other than tab and newline, and lone surrogates (from JSON escapes):
#: none can be carried by XML, and a surrogate cannot even be encoded as UTF-8.
INPUT_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
#: C0 controls that text files do not contain (form feed and C1 do occur in real text):
#: many of them mean binary data.
BINARY_CONTROLS = re.compile("[\x00-\x08\x0b\x0e-\x1f]")
#: Characters XML 1.0 forbids: C0 controls except tab/newline/return, surrogates, U+FFFE/U+FFFF.
INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean_controls(text: str) -> str:
    """Replace the characters of :data:`INPUT_CONTROLS` with a space."""
    return INPUT_CONTROLS.sub(" ", text)


def xml_safe(text: str) -> str:
    """Replace characters that XML 1.0 cannot carry with a space."""
    return INVALID_XML.sub(" ", text)
