"""The submodules of ``mindspore.ops.operations`` (``array_ops``, ``nn_ops``, ``_grad_ops``...).

``msgraph.ops.operations`` is one flat namespace of primitive classes; MindSpore spreads the same
classes over submodules (``from mindspore.ops.operations.array_ops import Padding``,
``from mindspore.ops.operations import _grad_ops as G``).  ``operations.__path__`` points at this
folder, so each file here is importable as ``msgraph.ops.operations.<name>`` and fills its namespace
with ``export``: every primitive, except in ``_grad_ops``, which holds the gradient primitives only.
"""
from __future__ import annotations

import re
from typing import Any, Dict

_GRAD = re.compile(r"Grad(?!ient)|Backprop")


def export(namespace: Dict[str, Any], grad_only: bool = False) -> None:
    from msgraph.ops import operations

    names = [n for n in operations.__all__ if not grad_only or _GRAD.search(n)]
    namespace.update({n: getattr(operations, n) for n in names})
    namespace["__all__"] = names
