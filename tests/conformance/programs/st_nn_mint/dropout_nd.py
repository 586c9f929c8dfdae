"""nn.Dropout1d/2d/3d and ops.dropout1d/2d (MindSpore 2.10): p=1 zeros everything, eval mode / training=False
is the identity, shapes and dtypes of a random drop (values are RNG-dependent: each kept element is x / (1-p))."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class F1(nn.Cell):
    def __init__(self, p, training=True):
        super().__init__()
        self.p = p
        self.training_ = training

    def construct(self, x):
        return ops.dropout1d(x, self.p, self.training_)


x3 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 4, 3) + 1.0)
x2 = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) + 1.0)
x4 = Tensor(np.arange(48, dtype=np.float32).reshape(2, 4, 2, 3) + 1.0)
emit("cell1d_p1", nn.Dropout1d(p=1.0).set_train()(x3))
emit("cell1d_p1_2d", nn.Dropout1d(p=1.0).set_train()(x2))
emit("cell2d_p1", nn.Dropout2d(p=1.0).set_train()(x4))
emit("cell1d_eval", nn.Dropout1d(p=0.5).set_train(False)(x3))
emit("f1d_p1", F1(1.0)(x3))
emit("f1d_not_training", F1(0.5, False)(x3))
r = F1(0.5)(x3)
emit("f1d_shape_dtype", (r.shape, str(r.dtype)))
vals = set(np.unique(np.round(r.asnumpy() / x3.asnumpy(), 4)).tolist())
emit("f1d_scale_values_subset", vals <= {0.0, 2.0})
r2 = F1(0.5)(x2)
emit("f1d_2d_shape", r2.shape)
