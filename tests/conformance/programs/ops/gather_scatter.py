import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter, nn
from _conf import emit, emit_error

x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 4.0)
idx = Tensor(np.array([[0, 1], [2, 3], [0, 1]], np.int32))
rows = Tensor(np.array([[2], [0]], np.int32))
upd = Tensor(np.array([10.0, 20.0, 30.0], np.float32))


@ms.jit
def nd(a, i, r):
    return ops.GatherNd()(a, i), ops.gather_nd(a, r), ops.ScatterNd()(i, upd, (3, 4)), \
        ops.TensorScatterUpdate()(a, r, Tensor(np.ones((2, 4), np.float32))), ops.tensor_scatter_add(a, i, upd)


emit("nd", nd(x, idx, rows))
emit("gather_d", ops.GatherD()(x, 1, Tensor(np.array([[0, 3], [1, 1], [2, 0]], np.int32))))
emit("gather_elements", ops.gather_elements(x, 0, Tensor(np.array([[2, 0, 1, 1]], np.int32))))


def loss(a, u):
    return (ops.gather_nd(a, idx) * 2.0).sum() + (ops.GatherD()(a, 1, Tensor(np.array([[0, 0], [1, 3], [2, 2]], np.int32)))
                                                  ** 2).sum() + (ops.ScatterNd()(idx, u, (3, 4)) * a).sum()


emit("grad_nd", ops.GradOperation(get_all=True)(loss)(x, upd))
emit("grad_nd_jit", ms.jit(ops.GradOperation(get_all=True)(loss))(x, upd))


class Upd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((3, 2), np.float32)), name="p")
        self.upd = ops.ScatterNdUpdate()

    def construct(self, i, u):
        self.upd(self.p, i, u)
        return self.p + 1.0


net = Upd()
emit("scatter_nd_update", net(rows, Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))))
emit("scatter_nd_update_param", net.p)
emit_error("gather_nd_float_index", lambda: ops.GatherNd()(x, Tensor(np.array([[0.0, 1.0]], np.float32))).asnumpy())
