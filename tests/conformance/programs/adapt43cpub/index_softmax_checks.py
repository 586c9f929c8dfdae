"""Argument checks of index and softmax functional forms (adapt43cpub): the TensorScatter* ops (function forms and
Primitives) and ops.tensor_scatter_elements take updates of input_x's dtype only, another dtype is their TypeError
(msgraph cast the updates and computed); ops.tensor_scatter_elements(reduction='add') of bool Tensors is a logical
or (msgraph refused: TensorScatterAdd has no bool form); ops.softmax / Tensor.softmax / ops.gumbel_softmax take one
int axis, a tuple (even of one), a list or a float is a TypeError (msgraph computed) while ops.softmin / nn.Softmin /
nn.Softmax take (-1,); ops.topk of a 0-d input with a dim is the axis-range ValueError (msgraph: the kernel's
RuntimeError, which stays for dim None)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

X = Tensor(np.array([[1.5, 0.0, -2.0], [3.0, 3.0, 0.5]], np.float32))
I = Tensor(np.array([[0, 1]], np.int32))


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


for n in ["update", "add", "sub", "max", "min", "mul", "div"]:
    f = getattr(ops, "tensor_scatter_" + n)
    emit_error(f"tensor_scatter_{n}_f16_updates", lambda: f(X, I, Tensor(np.float16([5]))))
    emit_error(f"tensor_scatter_{n}_i32_updates", lambda: Fn(f)(X, I, Tensor(np.int32([5]))))
    emit_error(f"tensor_scatter_{n}_same", lambda: Fn(f)(X, I, Tensor(np.float32([5]))))
emit_error("TensorScatterUpdate_f16_updates", lambda: Fn(ops.TensorScatterUpdate())(X, I, Tensor(np.float16([5]))))
emit_error("TensorScatterAdd_f64_updates", lambda: ops.TensorScatterAdd()(X, I, Tensor(np.float64([5]))))
emit_error("TensorScatterMax_i32_updates", lambda: Fn(ops.TensorScatterMax())(X, I, Tensor(np.int32([5]))))
J = Tensor(np.array([[1], [0]], np.int32))
emit_error("tensor_scatter_elements_f16_updates", lambda: ops.tensor_scatter_elements(
    X, J, Tensor(np.array([[1], [2]], np.float16)), 1))
emit_error("tensor_scatter_elements_add_f16_updates", lambda: ops.tensor_scatter_elements(
    X, J, Tensor(np.array([[1], [2]], np.float16)), 1, "add"))
B = Tensor(np.array([[True, False, False], [False, False, True]]))
emit_error("tensor_scatter_elements_bool_add", lambda: ops.tensor_scatter_elements(
    B, J, Tensor(np.array([[True], [True]])), 1, "add"))
emit_error("tensor_scatter_elements_bool_add_false", lambda: ops.tensor_scatter_elements(
    B, Tensor(np.array([[0], [2]], np.int32)), Tensor(np.array([[False], [False]])), 1, "add"))
emit_error("tensor_scatter_elements_bool_none", lambda: ops.tensor_scatter_elements(
    B, J, Tensor(np.array([[True], [True]])), 1))

emit_error("softmax_axis_tuple1", lambda: ops.softmax(X, (-1,)))
emit_error("softmax_axis_list", lambda: ops.softmax(X, [-1]))
emit_error("softmax_axis_float", lambda: ops.softmax(X, 1.0))
emit_error("softmax_axis_tuple2", lambda: ops.softmax(X, (0, 1)))
emit_error("softmax_axis_int", lambda: ops.softmax(X, 0))
emit_error("tensor_softmax_axis_tuple", lambda: X.softmax((-1,)))
emit_error("tensor_softmax_axis_int", lambda: X.softmax(-1))
emit_error("gumbel_softmax_dim_tuple", lambda: ops.gumbel_softmax(X, 1.0, False, (-1,)))
emit_error("softmin_axis_tuple1", lambda: ops.softmin(X, (-1,)))
emit_error("nn_softmin_axis_tuple1", lambda: nn.Softmin((-1,))(X))
emit_error("nn_softmax_axis_tuple1", lambda: nn.Softmax((-1,))(X))
emit_error("cell_softmax_axis_tuple1", lambda: Fn(lambda x: ops.softmax(x, (-1,)))(X))

S = Tensor(np.float32(1.5))
emit_error("topk_0d_dim0", lambda: ops.topk(S, 1, dim=0))
emit_error("topk_0d_dim_minus1", lambda: ops.topk(S, 1, dim=-1))
emit_error("topk_0d_dim1", lambda: ops.topk(S, 1, dim=1))
emit_error("topk_0d_no_dim", lambda: ops.topk(S, 1))
emit_error("topk_1d_dim1", lambda: ops.topk(Tensor(np.float32([1.0, 2.0])), 1, dim=1))
