"""The version of kg (the package face re-exports it as ``kg.__version__``)."""

__version__ = "0.1.0"
