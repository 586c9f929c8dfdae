"""adapt39up: ``Tensor.reshape()`` / ``Tensor.view()`` with no shape (MindSpore 2.10 CPU; adapted from
ut graph_syntax/tensor/tensor_methods/test_tensor_view.py / test_tensor_reshape.py).

MindSpore raises TypeError for both, eagerly and in graph code (an @ms.jit function and a Cell's construct);
msgraph reshaped to the shape ``()``: a ValueError for a (2, 3) Tensor, and a 0-d Tensor silently came back."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
Z = Tensor(2.5, ms.float32)


class ViewNet(nn.Cell):
    def construct(self, x):
        return x.view()


class ReshapeNet(nn.Cell):
    def construct(self, x):
        return x.reshape()


class ViewOk(nn.Cell):
    def construct(self, x):
        return x.view(3, 2), x.view((6,)), x.reshape(-1), x.reshape([3, 2])


@ms.jit
def jit_view(x):
    return x.view()


@ms.jit
def jit_reshape(x):
    return x.reshape()


emit_error("eager_view_noargs", lambda: X.view())
emit_error("eager_reshape_noargs", lambda: X.reshape())
emit_error("eager_view_noargs_0d", lambda: Z.view())
emit_error("eager_reshape_noargs_0d", lambda: Z.reshape())
emit_error("cell_view_noargs", lambda: ViewNet()(X))
emit_error("cell_reshape_noargs", lambda: ReshapeNet()(X))
emit_error("jit_view_noargs", lambda: jit_view(X))
emit_error("jit_reshape_noargs", lambda: jit_reshape(X))
emit("cell_view_ok", ViewOk()(X))
emit("eager_view_empty_tuple_0d", Z.view(()))
