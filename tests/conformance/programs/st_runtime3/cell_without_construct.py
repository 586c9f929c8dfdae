"""tests/st/rl (test_cell_list_getattr) adapted: a Cell whose only graph code is a @jit method; calling the Cell
itself (or differentiating it before any method ran) is MindSpore's AttributeError."""
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _conf import emit, emit_error


class T(nn.Cell):
    @jit
    def test(self, x, y):
        return x * y


t = T()
emit_error("grad_without_construct", lambda: ops.GradOperation()(t)(Tensor([2.0]), Tensor([5.0])))
emit("jit_method", t.test(Tensor([2.0]), Tensor([5.0])))
emit_error("call_without_construct", t, Tensor([2.0]), Tensor([5.0]))
