# mindspore.ops.auto_generate re-exports its generated functions and primitives: contiguous (the same
# values, contiguous), copy (a new Tensor of the same values).
import numpy as np
from mindspore import Tensor, ops
from mindspore.ops.auto_generate import contiguous, copy
from _conf import emit

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = ops.transpose(x, (1, 0))
emit("contiguous_transposed", contiguous(y))
emit("copy_transposed", copy(y))
emit("copy_slice", copy(x[:, 1:]))
emit("copy_is_new", copy(x) is x)
