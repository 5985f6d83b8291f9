"""The one sanitiser: text that is safe in XML 1.0 (GraphML, RDF/XML, HTML)."""

from __future__ import annotations

import re

# Characters XML 1.0 forbids: C0 controls except tab/newline/return, surrogates, U+FFFE/U+FFFF.
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """Replace characters that XML 1.0 cannot carry with a space."""
    return _INVALID_XML.sub(" ", text)
