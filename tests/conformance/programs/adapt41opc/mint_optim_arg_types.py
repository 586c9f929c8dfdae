"""mint.optim argument types (st ops test_optim_adam / adamw / sgd; adapt41opc).  MindSpore 2.10's mint Adam /
AdamW take amsgrad and maximize as bools only and betas as a tuple of two Python floats (TypeError for an int flag,
a list, an int beta; ValueError for three betas); SGD takes nesterov and maximize as bools only.  msgraph accepted
them all."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, mint
from _conf import emit_error

net = nn.Dense(2, 3, weight_init=Tensor(np.arange(6).reshape(3, 2).astype(np.float32)), bias_init="zeros")
params = net.trainable_params()
O = mint.optim
for name, mk in [("adam_amsgrad_int", lambda: O.Adam(params, amsgrad=1)),
                 ("adam_maximize_int", lambda: O.Adam(params, maximize=0)),
                 ("adam_betas_list", lambda: O.Adam(params, betas=[0.9, 0.99])),
                 ("adam_betas_int", lambda: O.Adam(params, betas=(0.9, 1))),
                 ("adam_betas_three", lambda: O.Adam(params, betas=(0.9, 0.99, 0.9))),
                 ("adamw_amsgrad_none", lambda: O.AdamW(params, amsgrad=None)),
                 ("adamw_betas_list", lambda: O.AdamW(params, betas=[0.9, 0.99])),
                 ("adamw_ok", lambda: O.AdamW(params, betas=(0.8, 0.9), amsgrad=True, maximize=True)),
                 ("sgd_nesterov_int", lambda: O.SGD(params, lr=0.1, momentum=0.9, nesterov=1)),
                 ("sgd_maximize_int", lambda: O.SGD(params, lr=0.1, maximize=1)),
                 ("sgd_int_lr_momentum", lambda: O.SGD(params, lr=1, momentum=1))]:
    emit_error(name, lambda: type(mk()).__name__)
