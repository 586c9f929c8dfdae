"""``python -m msgraph.check``: the same as the ``msgraph-check`` console script."""
import sys

from .tools.check import main

if __name__ == "__main__":
    sys.exit(main())
