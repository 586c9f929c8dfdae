"""Scripts' own global-norm clipping and optimizer-state cloning (tests/st/heterogeneous): the MultitypeFuncGraphs
clip_func.get_square_sum / apply_global_norm, and ``Parameter.param_info = other.param_info.clone()``."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops
from mindspore.common.initializer import initializer
from mindspore.common import dtype as mstype
from mindspore.ops import composite as C
from mindspore.ops.function.clip_func import get_square_sum, apply_global_norm
from _conf import emit

grads = (Tensor(np.arange(6, dtype=np.float16).reshape(2, 3)), Tensor(np.array([3.0, 4.0], np.float32)))
hyper_map = C.HyperMap()
sq = hyper_map(get_square_sum, grads)
emit("square_sums", list(sq))
norm = ops.sqrt(ops.addn(sq))
emit("global_norm", norm)
emit("clipped", list(hyper_map(ops.partial(apply_global_norm, Tensor(1.0, mstype.float32), norm), grads)))

old = Parameter(Tensor(np.ones((2, 2), np.float32)), name="fc.weight", requires_grad=False)
new = Parameter(initializer("zeros", shape=old.shape, dtype=mstype.float32))
new.param_info = old.param_info.clone()
new.is_init = False
new.name = "moments." + new.name
emit("cloned_state", [new.name, new.requires_grad, old.name, new.asnumpy().sum().item()])
