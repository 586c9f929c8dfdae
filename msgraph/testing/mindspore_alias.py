"""pytest plugin: ``import mindspore`` loads msgraph (``pytest -p msgraph.testing.mindspore_alias``).

Runs test files written for MindSpore -- MindSpore's own system tests, a project's test suite --
unchanged on msgraph, the way ``python -m msgraph.run`` runs scripts.  See
``tests/conformance/st_suite.py`` for the driver that runs MindSpore's st tests this way.
"""
from __future__ import annotations

from ..compat import install

install()
