# mindspore.ops.auto_generate.CdistGrad(p)(grad, x1, x2, dist): Cdist's gradient kernel with respect to x1,
# for p = 0, 1, 1.5, 2, 3, inf (dist from the forward Cdist, and a given dist with a zero entry).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import auto_generate as gen
from _conf import emit

x1 = Tensor(np.array([[[1.0, -2.0, 0.5], [2.0, 2.0, -1.0], [0.0, 1.0, 3.0]]], np.float32))
x2 = Tensor(np.array([[[3.0, 3.0, 1.0], [1.0, -2.0, 0.5]]], np.float32))
g = Tensor(np.array([[[1.0, 2.0], [0.5, -1.0], [2.0, 1.0]]], np.float32))
for p in (0.0, 1.0, 1.5, 2.0, 3.0, float("inf")):
    dist = ops.cdist(x1, x2, p)
    emit(f"p_{p}", gen.CdistGrad(p)(g, x1, x2, dist), rtol=1e-5, atol=1e-6)
given = Tensor(np.array([[[3.0, 3.0], [3.0, 0.0], [3.0, 3.0]]], np.float32))
emit("given_dist_p3", gen.CdistGrad(3.0)(g, x1, x2, given), rtol=1e-5, atol=1e-6)
