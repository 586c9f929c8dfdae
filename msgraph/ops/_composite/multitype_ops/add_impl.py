"""``mindspore.ops.composite.multitype_ops.add_impl.hyper_add`` (``ops.composite.hyper_add``): MindSpore's
``HyperMap`` of its ``add_backward`` overloads -- the leaves of two (nested) tuples / lists added pairwise: two
numbers by ``+``, two Tensors by ``ops.addn`` (one dtype).  HyperMap's rules decide the rest (zip of unequal
lengths, a tuple result in PyNative).  ut keep_order/test_keep_order.py (adapt39ux/hyper_add)."""
from typing import Any

from msgraph.ops import functional as F
from msgraph.ops.composite import HyperMap, MultitypeFuncGraph

_add_backward = MultitypeFuncGraph("add_backward")


@_add_backward.register("Number", "Number")
def _add_numbers(x: Any, y: Any) -> Any:
    return x + y


@_add_backward.register("Tensor", "Tensor")
def _add_tensors(x: Any, y: Any) -> Any:
    return F.addn((x, y))


hyper_add = HyperMap(_add_backward)
