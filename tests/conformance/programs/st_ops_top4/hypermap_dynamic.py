"""HyperMap over sequences repeated a mutable number of times (st test_dynamic_tuple_and_list): flat ones map, ones
holding sequences are MindSpore's TypeError (nested dynamic sequences)."""
import mindspore as ms
from mindspore import Tensor, jit, mutable, ops
from _conf import emit, emit_error

MODES = ("graph",)


def add3(a, b, c):
    return a + b + c


@jit
def repeat_map(a, b, c, d):
    return ops.HyperMap()(add3, a * d, b * d, c * d)


emit("flat_tuple", repeat_map((1, 2), (1, 2), (1, 2), mutable(3)))
emit("flat_tensors", repeat_map((Tensor(1.0), Tensor(2.0)), (Tensor(1.0), Tensor(2.0)), (Tensor(1.0), Tensor(2.0)),
                                mutable(2)))
emit_error("nested_tuple", repeat_map, ((1, 2), (1, 2)), ((1, 2), (1, 2)), ((1, 2), (1, 2)), mutable(3))
emit_error("nested_list", repeat_map, [[1, 2], [1, 2]], [[1, 2], [1, 2]], [[1, 2], [1, 2]], mutable(3))
