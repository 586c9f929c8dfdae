import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter, mint
def show(label, mk):
    try:
        o = mk()
        print("==", label); print(repr(o)); s = str(o)
        if s != repr(o): print("-- str differs:"); print(s)
    except Exception as e:
        print("==", label, "EXC", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
L = [
 ("bn2d_m", lambda: nn.BatchNorm2d(4, momentum=0.3)),
 ("bn2d_m1", lambda: nn.BatchNorm2d(4, momentum=1)),
 ("bn1d_m", lambda: nn.BatchNorm1d(4, momentum=0.7)),
 ("bn3d_m", lambda: nn.BatchNorm3d(4, momentum=0.3)),
 ("syncbn_m", lambda: nn.SyncBatchNorm(4, momentum=0.3)),
 ("in1d", lambda: nn.InstanceNorm1d(3, momentum=0.3)), ("in3d", lambda: nn.InstanceNorm3d(3)),
 ("norm_def", lambda: nn.Norm()), ("norm_kd", lambda: nn.Norm((0, 1), True)),
 ("linear", lambda: nn.Linear(3, 4) if hasattr(nn, "Linear") else "none"),
 ("mint_linear", lambda: mint.nn.Linear(3, 4)),
 ("mint_ln", lambda: mint.nn.LayerNorm((4,))),
 ("mint_emb", lambda: mint.nn.Embedding(10, 3)),
 ("mint_bn2d", lambda: mint.nn.BatchNorm2d(4, momentum=0.3)),
 ("mint_gn", lambda: mint.nn.GroupNorm(2, 4)),
 ("mint_conv2d", lambda: mint.nn.Conv2d(2, 4, 3)),
 ("mint_dropout", lambda: mint.nn.Dropout(0.3)),
 ("mint_relu", lambda: mint.nn.ReLU()),
 ("mint_maxpool2d", lambda: mint.nn.MaxPool2d(2)),
 ("mint_avgpool2d", lambda: mint.nn.AvgPool2d(2)),
 ("mint_aap2d", lambda: mint.nn.AdaptiveAvgPool2d(2)),
 ("mint_gelu", lambda: mint.nn.GELU()),
 ("mint_seq", lambda: mint.nn.Sequential(mint.nn.Linear(2, 3), mint.nn.ReLU())) if hasattr(mint.nn, "Sequential") else ("x", lambda: 0),
 ("mint_softmax", lambda: mint.nn.Softmax(dim=1)),
 ("mint_flatten", lambda: mint.nn.Flatten()),
 ("mint_ce", lambda: mint.nn.CrossEntropyLoss()),
 ("mint_mse", lambda: mint.nn.MSELoss()),
 ("mint_identity", lambda: mint.nn.Identity()),
 ("bidense", lambda: nn.BiDense(2, 3, 4, has_bias=False)),
 ("ln_eps", lambda: nn.LayerNorm((4,), epsilon=1e-3)),
 ("gn_eps", lambda: nn.GroupNorm(1, 4, eps=0.1)),
 ("emb_dtype", lambda: nn.Embedding(10, 4, dtype=ms.float16)),
 ("emb_pad", lambda: nn.Embedding(10, 4, padding_idx=3)),
 ("maxpool1d_pad", lambda: nn.MaxPool1d(3, 1, pad_mode="pad", padding=1)),
 ("avgpool1d_same", lambda: nn.AvgPool1d(3, 2, pad_mode="same")),
 ("maxpool2d_nhwc", lambda: nn.MaxPool2d(2, 2, data_format="NHWC")),
 ("maxpool2d_dil", lambda: nn.MaxPool2d(3, 1, pad_mode="pad", padding=1, dilation=2, return_indices=True, ceil_mode=True)),
 ("avgpool2d_div", lambda: nn.AvgPool2d(3, 1, pad_mode="pad", padding=1, divisor_override=2)),
 ("maxpool3d_pad", lambda: nn.MaxPool3d(3, 1, pad_mode="pad", padding=1)),
 ("avgpool3d_pad", lambda: nn.AvgPool3d(3, 1, pad_mode="pad", padding=1)),
 ("dense_init", lambda: nn.Dense(2, 3, weight_init="zeros", bias_init="ones")),
 ("dense_tensor_init", lambda: nn.Dense(2, 3, weight_init=Tensor(np.ones((3, 2), np.float32)), bias_init=Tensor(np.zeros(3, np.float32)))),
 ("dense_act_cell_leaky", lambda: nn.Dense(2, 3, activation=nn.LeakyReLU(0.2))),
 ("dense_act_str_gelu", lambda: nn.Dense(2, 3, activation="gelu")),
 ("dropout_dtype", lambda: nn.Dropout(p=0.5, dtype=ms.float16)),
 ("conv2d_nhwc", lambda: nn.Conv2d(2, 4, 3, data_format="NHWC")),
 ("conv2d_group", lambda: nn.Conv2d(4, 4, 3, group=4, weight_init="ones")),
 ("conv2d_zeros", lambda: nn.Conv2d(4, 4, 1, weight_init="zeros", has_bias=True, bias_init="zeros")),
 ("conv1d_tensorinit", lambda: nn.Conv1d(1, 1, 2, weight_init=Tensor(np.ones((1, 1, 2), np.float32)))),
 ("conv2d_dtype", lambda: nn.Conv2d(2, 2, 1, dtype=ms.float16)),
]
for l, f in L: show(l, f)
