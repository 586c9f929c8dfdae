"""ops.auto_generate.GroupNorm()(input, num_groups, weight, bias, eps) (MindSpore 2.10): (y, mean, rstd) with mean
and rstd of shape (N, num_groups); keyword inputs in any order, in a jit function too."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _conf import emit

p = ops.auto_generate.GroupNorm()
x = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 4, 3))
w = ms.Tensor(np.arange(4, dtype=np.float32))
b = ms.Tensor(np.ones(4, np.float32))
emit("positional", p(x, 2, w, b, 1e-5))
x4 = ms.Tensor(np.arange(48, dtype=np.float32).reshape(2, 4, 2, 3) / 5)
emit("four_d", p(x4, 1, w, b))


@ms.jit
def keyword(x, g, w, b, e):
    return ops.auto_generate.GroupNorm()(x, weight=w, bias=b, num_groups=g, eps=e)


emit("keyword_jit", keyword(x, 2, w, b, 1e-5))
