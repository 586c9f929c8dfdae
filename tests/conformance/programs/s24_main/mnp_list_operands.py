"""mindspore.numpy's binary functions with Python lists (found by a sweep of every mindspore.numpy function over
numbers and lists, MindSpore 2.10 vs msgraph): add, subtract, floor_divide, remainder, power, equal, less, greater
and greater_equal convert lists to int32/float32 Tensors; multiply, not_equal, less_equal and the other functions
that run MindSpore's _check_input_tensor refuse numbers, lists and tuples with a TypeError.  msgraph refused the
lists and computed the refused ones."""
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

for name in ("add", "subtract", "floor_divide", "remainder", "mod", "power", "equal", "less", "greater",
             "greater_equal", "maximum", "minimum"):
    fn = getattr(mnp, name)
    emit_error(f"{name}_lists", fn, [1.0, 2.0], [3.0, 4.0])
    emit_error(f"{name}_int_lists", fn, [1, 2], [3, 4])
    emit_error(f"{name}_list_tensor", fn, [1.0, 2.0], Tensor([3.0, 4.0]))
    emit_error(f"{name}_numbers", fn, 2.0, 3.0)
for name in ("multiply", "not_equal", "less_equal", "logaddexp2", "outer"):
    fn = getattr(mnp, name)
    emit_error(f"{name}_numbers", fn, 2.0, 3.0)
    emit_error(f"{name}_lists", fn, [1.0], [2.0])
    emit_error(f"{name}_tensors", fn, Tensor([1.0, 2.0]), Tensor([3.0, 4.0]))
for name in ("transpose", "ravel", "flip", "cumsum", "deg2rad", "positive", "diff", "ptp", "fix"):
    fn = getattr(mnp, name)
    emit_error(f"{name}_list", fn, [1.0, 2.0, 4.0])
    emit_error(f"{name}_tuple", fn, (1, 2, 4))
    emit_error(f"{name}_tensor", fn, Tensor([1.0, 2.0, 4.0]))
emit_error("reshape_list", mnp.reshape, [1, 2], (2, 1))
emit_error("expand_dims_number", mnp.expand_dims, 2.0, 0)
emit_error("meshgrid_lists", mnp.meshgrid, [1, 2], [3, 4])
