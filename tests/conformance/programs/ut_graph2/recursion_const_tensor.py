"""ut control_flow/test_while_stuck: a recursion whose argument starts as a constant Tensor made in graph
code and whose end depends on a Tensor input (MindSpore broadens the constant; the call recurses at run time)."""
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


def recursive_func(x, max_num):
    if x > max_num:
        return x
    x = x + 1
    return recursive_func(x, max_num)


@jit
def from_constant(max_num):
    init_x = Tensor([0])
    return recursive_func(init_x, max_num)


@jit
def from_input(x, max_num):
    return recursive_func(x, max_num)


emit("constant_start", from_constant(Tensor(2)))
emit("constant_start_deep", from_constant(Tensor(9)))
emit("input_start", from_input(Tensor([0]), Tensor(2)))
