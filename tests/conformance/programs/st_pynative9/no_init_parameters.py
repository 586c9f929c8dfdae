# mindspore.nn.utils.no_init_parameters (tests/st/parameter/test_param_dtype.py): Parameters made from an
# initializer inside the block are filled later; set_dtype before init_data gives the new dtype.
import numpy as np
import mindspore as ms
from mindspore import Parameter, nn
from mindspore.nn.utils import no_init_parameters
from mindspore.common.initializer import initializer
from _conf import emit

with no_init_parameters():
    param = Parameter(initializer("ones", shape=[2, 3]))
    emit("flag_inside", Parameter.init_param)
emit("flag_after", Parameter.init_param)
param.set_dtype(ms.float16)
param.init_data()
emit("param", param)
with no_init_parameters():
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
net.init_parameters_data()
emit("dense", [net.weight, net.bias])
emit("dense_out", net(ms.Tensor(np.arange(6).reshape(2, 3).astype(np.float32))))
