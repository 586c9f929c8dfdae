"""msgraph's version: its own module at the bottom layer, so that what keys on it (the kernel disk cache) reads it
without importing the package above it; ``msgraph.__version__`` re-exports it."""
__version__ = "0.1.0"
