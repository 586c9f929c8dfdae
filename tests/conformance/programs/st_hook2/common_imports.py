# Names MindSpore code imports from mindspore.common (jit, JitConfig) and the loss helper of its
# training callbacks.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.common import jit, JitConfig
from mindspore.train.callback._callback import _handle_loss
from _conf import emit


@jit(jit_config=JitConfig(jit_level="O0"))
def f(x):
    return x * 2 + 1


emit("jit_from_common", f(Tensor(np.arange(3).astype(np.float32))))
emit("handle_loss_tensor", _handle_loss(Tensor(np.array([1.0, 2.0], np.float32))))
emit("handle_loss_tuple", _handle_loss((Tensor(np.array(3.0, np.float32)), Tensor(np.array(1.0, np.float32)))))
emit("handle_loss_number", _handle_loss(2.5))
