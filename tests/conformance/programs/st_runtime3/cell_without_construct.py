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


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation()

    def construct(self, *inputs):
        return self.grad(self.net)(*inputs)


# MindSpore's Graph mode differentiates the @jit method that ran last (PyNative: still no construct); calling
# the Cell itself forgets it
t2 = T()
emit("jit_method_2", t2.test(Tensor([2.0]), Tensor([5.0])))
emit_error("grad_cell_after_jit_method", G(t2), Tensor([2.0]), Tensor([5.0]))
emit_error("direct_grad_after_jit_method", lambda: ops.GradOperation()(t2)(Tensor([2.0]), Tensor([5.0])))
emit_error("call_after_grad", t2, Tensor([2.0]), Tensor([5.0]))
emit_error("grad_after_call", G(t2), Tensor([2.0]), Tensor([5.0]))
