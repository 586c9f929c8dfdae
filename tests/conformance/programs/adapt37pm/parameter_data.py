"""``Parameter.data`` in MindSpore 2.10: a plain Tensor over the Parameter's storage. It prints values (msgraph
printed ``Parameter (name=...)``), in-place writes to the Parameter show through it while ``set_data`` gives the
Parameter storage it does not see, ``p.data = t`` sets the values (msgraph: AttributeError), and it carries no
gradient to the Parameter (msgraph: the Parameter's gradient, silently). In Graph mode ``self.w.data`` is the
Parameter's current value with a zero gradient (msgraph: a CompileError). Found by the adapt37pm sweep
(session 37)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error, emit_stdout


def P(*v, name="p"):
    return Parameter(Tensor(np.array(v, np.float32)), name=name)


def info(t):
    return type(t).__name__, t.shape, str(t.dtype)


p = P(1.0, 2.0, name="pa")
d = p.data
emit("data_type", info(d))
emit("data_values", d)
emit("data_is_param", d is p)
emit_stdout("print_data", lambda: print(p.data))
p.set_data(Tensor(np.array([3.0, 4.0], np.float32)))
emit("data_after_set_data", d)
emit("param_after_set_data", p.value())

p2 = P(1.0, 2.0, name="pb")
d2 = p2.data
p2[0] = 5.0
emit("data_after_setitem", d2)
ops.assign(p2, Tensor(np.array([7.0, 8.0], np.float32)))
emit("data_after_assign", d2)
ops.assign_add(p2, Tensor(np.array([1.0, 1.0], np.float32)))
emit("data_after_assign_add", d2)

p3 = P(1.0, 2.0, name="pc")
emit_error("data_setter", lambda: (setattr(p3, "data", Tensor(np.array([7.0, 9.0], np.float32))), p3.value())[1])


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = P(1.0, 2.0, name="w")

    def construct(self, x):
        return x * self.w.data + self.w


x = Tensor(np.array([3.0, 4.0], np.float32))
n = N()
emit("cell_data_forward", n(x))
emit("cell_data_grad", ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x))
n.w.set_data(Tensor(np.array([5.0, 6.0], np.float32)))
emit("cell_data_after_set_data", n(x))
w = P(2.0, 3.0, name="w2")


def through_data(x):
    return (x * w.data + w).sum()


emit("eager_grad_through_data", ms.grad(through_data, grad_position=None, weights=[w])(x))

# writes through the data Tensor reach the Parameter (shared storage): item assignment and copy_
p4 = P(1.0, 2.0, name="pd")
p4.data[0] = 9.0
emit("param_after_data_setitem", p4.value())
p4.data.copy_(Tensor(np.array([7.0, 8.0], np.float32)))
emit("param_after_data_copy", p4.value())
