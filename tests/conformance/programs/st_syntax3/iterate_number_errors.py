"""min/max/sum of something not iterable in graph code: MindSpore's TypeError texts."""
import mindspore as ms
from mindspore import Tensor, nn, mutable
from _conf import emit, emit_error

MODES = ("graph",)


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


class Min(nn.Cell):
    def construct(self, x):
        return min(x)


class Max(nn.Cell):
    def construct(self, x):
        return max(x)


class Sum(nn.Cell):
    def construct(self, x):
        return sum(x)


class SumConst(nn.Cell):
    def construct(self):
        return sum(Tensor(1))


emit_error("min_mutable_int", Min(), mutable(1))
emit("min_mutable_int_msg", first_line(Min(), mutable(1)))
emit("max_mutable_float_msg", first_line(Max(), mutable(1.5)))
emit("min_int_msg", first_line(Min(), 1))
emit_error("sum_mutable_int", Sum(), mutable(1))
emit("sum_mutable_int_msg", first_line(Sum(), mutable(1)))
emit("sum_int_msg", first_line(Sum(), 3))
emit_error("sum_tensor_0d", Sum(), Tensor(1))
emit("sum_tensor_0d_msg", first_line(Sum(), Tensor(1)))
emit("sum_const_tensor_0d_msg", first_line(SumConst()))
emit("sum_tuple", Sum()((1, 2, 3)))
