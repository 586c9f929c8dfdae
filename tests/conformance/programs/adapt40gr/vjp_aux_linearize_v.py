"""``ops.vjp`` / ``ops.jvp`` with ``has_aux=True`` and ``linearize``'s ``jvp_fn(v)`` structure checks
(st compiler/gradient test_function_vjp / test_function_linearize_graph, adapted).  MindSpore 2.10: has_aux wants a
tuple of at least two outputs (a Tensor, a list or a 1-tuple is its ValueError; msgraph split a Tensor output by its
rows into value and aux, silently); linearize's v joins with the inputs: one input wants a Tensor (a tuple or list is
its TypeError; msgraph unwrapped a 1-tuple), several a tuple or list whose first len(inputs) items are used (fewer
is its IndexError, a Tensor its TypeError; msgraph raised ValueError for both and for extra items)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.functional import vjp, jvp, linearize
from _conf import emit_error


class Cube(nn.Cell):
    def construct(self, x):
        return x ** 3


class Lin(nn.Cell):
    def construct(self, x, y):
        return 2 * x + 3 * y


def double(x):
    return x * 2


def double_list(x):
    return [x * 2, x]


def double_tuple1(x):
    return (x * 2,)


def with_aux(x, y):
    return 2 * x * y, x * x


x = Tensor(np.array([[1, 2], [3, 4]], np.float32))
y = Tensor(np.array([[2, 3], [4, 5]], np.float32))
v = Tensor(np.ones((2, 2), np.float32))

emit_error("vjp_aux_tensor_out", lambda: vjp(double, x, has_aux=True)[0])
emit_error("vjp_aux_list_out", lambda: vjp(double_list, x, has_aux=True)[0])
emit_error("vjp_aux_tuple1_out", lambda: vjp(double_tuple1, x, has_aux=True)[0])
emit_error("vjp_aux_ok", lambda: (lambda p, f, aux: (p, f(v), aux))(*vjp(with_aux, x, y, has_aux=True)))
emit_error("jvp_aux_tensor_out", lambda: jvp(double, x, v, has_aux=True))
emit_error("jvp_aux_ok", lambda: jvp(with_aux, (x, y), (v, v), has_aux=True))
emit_error("lin_one_input_v_tuple1", lambda: linearize(Cube(), x)[1]((v,)))
emit_error("lin_one_input_v_list1", lambda: linearize(Cube(), x)[1]([v]))
emit_error("lin_one_input_v_tensor", lambda: linearize(Cube(), x)[1](v))
emit_error("lin_two_inputs_v_tensor", lambda: linearize(Lin(), (x, y))[1](v))
emit_error("lin_two_inputs_v_tuple1", lambda: linearize(Lin(), (x, y))[1]((v,)))
emit_error("lin_two_inputs_v_tuple3", lambda: linearize(Lin(), (x, y))[1]((v, x, y)))
emit_error("lin_two_inputs_v_list", lambda: linearize(Lin(), (x, y))[1]([v, x]))
