"""Sample cases for the ops h-hook2 added: TensorHook (ops/graph_tensor_hook.py, the marker of
``register_hook`` in graph code: an identity outside the expand_grad pass) and _inner_ops.CopyWithSlice
(ops/pynat_extra.py, an assign-like in-place copy)."""
from __future__ import annotations

from typing import List

import numpy as np

from msgraph import Parameter, Tensor

NONDIFF = ()

NON_DIFFERENTIABLE_HOOK2: List[str] = ["CopyWithSlice", "TensorHook"]


def _case(*a, **k):
    from op_cases import Case

    return Case(*a, **k)


def _u(r, *shape):
    return Tensor(r.uniform(-1.0, 1.0, shape).astype(np.float32))


def _tensor_hook():
    from msgraph.ops.graph_tensor_hook import TensorHook

    return TensorHook(fn=lambda g: g * 2)


def _copy_with_slice():
    from msgraph.ops.pynat_extra import CopyWithSlice

    return CopyWithSlice()


CASES_HOOK2 = {
    "TensorHook": [lambda r: _case(_tensor_hook(), [_u(r, 2, 3)], diff=NONDIFF)],
    "CopyWithSlice": [lambda r: _case(_copy_with_slice(), [Parameter(np.zeros((2, 3), np.float32)), _u(r, 2, 3)],
                                      diff=NONDIFF)],
}
