"""Model(..., boost_level=...) with an optimizer checks boost_level (MindSpore builds the train network through
amp.build_train_network, which does): anything but "O0" / "O1" / "O2" is a ValueError at construction; without an
optimizer it is not checked."""
import numpy as np

import mindspore.nn as nn
from mindspore import Tensor
from mindspore.train import Model
from _conf import emit, emit_error


def dense():
    return nn.Dense(2, 2, weight_init=Tensor(np.ones((2, 2), np.float32)), bias_init="zeros")


def make(level, opt=True, loss=True):
    n = dense()
    m = Model(n, nn.MSELoss() if loss else None, nn.SGD(n.trainable_params()) if opt else None, boost_level=level)
    return type(m).__name__


for lvl in ["O5", "o1", 1, None]:
    emit_error(f"bad_{lvl}", make, lvl)
emit_error("bad_no_loss", make, "O5", loss=False)
emit_error("bad_no_opt", make, "O5", opt=False)
emit_error("ok_O0", make, "O0")
