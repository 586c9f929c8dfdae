"""An optimizer with group learning rates keeps them in `learning_rate` as a ParameterTuple (one entry per
Parameter, the group's shared lr Parameter repeated) in MindSpore 2.10 (adapt42tr); msgraph had a plain tuple.
Names, order, get_lr values and the saved optimizer keys."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model
import mindspore.dataset as ds
from _conf import emit


def net():
    n = nn.SequentialCell([nn.Dense(2, 3, weight_init="ones", bias_init="zeros"),
                           nn.Dense(3, 1, weight_init="ones", bias_init="zeros")])
    return n


n = net()
opt = nn.Momentum([{"params": n[0].trainable_params(), "lr": 0.01}, {"params": n[1].trainable_params()}], 0.1, 0.9)
emit("static_type", type(opt.learning_rate).__name__)
emit("static_names", [p.name for p in opt.learning_rate])
emit("static_is_parameter_tuple", isinstance(opt.learning_rate, ms.ParameterTuple))
emit("static_get_lr", [float(v.asnumpy()) for v in opt.get_lr()], rtol=1e-6)
emit("static_param_names", [p.name for p in opt.get_parameters()])
d = tempfile.mkdtemp()
ms.save_checkpoint(opt, os.path.join(d, "o.ckpt"))
emit("static_ckpt_keys", sorted(ms.load_checkpoint(os.path.join(d, "o.ckpt"))))

n = net()
opt = nn.Momentum([{"params": n[0].trainable_params(), "lr": [0.1, 0.05, 0.02]}, {"params": n[1].trainable_params()}],
                  [0.2, 0.1, 0.1], 0.9)
emit("dynamic_type", type(opt.learning_rate).__name__)

n = net()
opt = nn.SGD([{"params": n[0].trainable_params(), "lr": 0.05}, {"params": n[1].trainable_params(), "lr": 0.2}], 0.1)
data = ds.NumpySlicesDataset({"x": np.arange(8, dtype=np.float32).reshape(4, 2) / 8,
                              "y": np.ones((4, 1), np.float32)}, shuffle=False).batch(2)
Model(n, nn.MSELoss(), opt).train(1, data)
emit("trained_type", type(opt.learning_rate).__name__)
emit("trained_weights", [n[0].weight, n[1].weight], rtol=1e-5)
