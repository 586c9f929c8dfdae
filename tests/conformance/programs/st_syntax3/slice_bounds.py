"""A slice object with a bound that is not an int, None or an integer Tensor: MindSpore's
MakeSlice RuntimeError naming the bound; a float in slice syntax is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

MODES = ("graph",)


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


class SliceCall(nn.Cell):
    def construct(self, x):
        s = "ABCDEFGHIJKL"
        sl = slice(x, 4.5)
        return s[sl]


class SliceAttr(nn.Cell):
    def __init__(self, sl):
        super().__init__()
        self.sl = sl

    def construct(self, x):
        return x[self.sl]


class SliceSyntax(nn.Cell):
    def construct(self, x):
        return x[1:2.5]


emit_error("call_str", SliceCall(), 1)
emit("call_str_msg", first_line(SliceCall(), 1))
emit_error("attr_tuple_stop", SliceAttr(slice(1, 2.5)), (1, 2, 3, 4))
emit("attr_tuple_stop_msg", first_line(SliceAttr(slice(1, 2.5)), (1, 2, 3, 4)))
emit("attr_tuple_start_msg", first_line(SliceAttr(slice(1.5, 3)), (1, 2, 3, 4)))
emit("attr_tuple_step_msg", first_line(SliceAttr(slice(1, 3, 1.5)), (1, 2, 3, 4)))
emit("attr_list_str_msg", first_line(SliceAttr(slice(1, "a")), [1, 2, 3, 4]))
emit_error("attr_tensor", SliceAttr(slice(1, 2.5)), Tensor(np.array([1, 2, 3, 4], np.int32)))
emit("attr_tuple_bool", SliceAttr(slice(1, True))((1, 2, 3, 4)))
emit("attr_tuple_ok", SliceAttr(slice(1, 3))((1, 2, 3, 4)))
emit_error("syntax_float", SliceSyntax(), Tensor(np.array([1, 2, 3, 4], np.int32)))
emit("syntax_float_msg", first_line(SliceSyntax(), Tensor(np.array([1, 2, 3, 4], np.int32))))
