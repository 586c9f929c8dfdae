import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)

def det(cell, scale=0.1):
    for i, (n, p) in enumerate(cell.parameters_and_names()):
        if "moving_variance" in n or "gamma" in n:
            v = 1.0 + (np.arange(p.size) % 3) * 0.5
        else:
            v = np.sin(np.arange(p.size) * 0.7 + i) * scale * 3
        p.set_data(Tensor(v.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return cell

def x_(shape, dt=np.float32, s=0.3):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * s) * 2).reshape(shape).astype(dt))

def run(label, mk, *inps, train=False):
    def f():
        c = det(mk())
        c.set_train(train)
        return c(*inps)
    case(label, f)

for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    run("dense_" + n, lambda: nn.Dense(3, 2), x_((2, 3), dt))
    run("dense_3d_" + n, lambda: nn.Dense(3, 2), x_((2, 2, 3), dt))
    run("dense_act_" + n, lambda: nn.Dense(3, 2, activation="relu"), x_((2, 3), dt))
    run("dense_dtype16_" + n, lambda: nn.Dense(3, 2, dtype=ms.float16), x_((2, 3), dt))
    run("conv1d_" + n, lambda: nn.Conv1d(2, 3, 3, pad_mode="pad", padding=1, has_bias=True), x_((1, 2, 5), dt))
    run("conv2d_" + n, lambda: nn.Conv2d(2, 2, 3, stride=2, pad_mode="same"), x_((1, 2, 5, 5), dt))
    run("conv2d_dil_" + n, lambda: nn.Conv2d(2, 2, 2, dilation=2, pad_mode="valid", has_bias=True), x_((1, 2, 5, 5), dt))
    run("conv2d_group_" + n, lambda: nn.Conv2d(4, 4, 3, group=2, pad_mode="pad", padding=(1, 0, 0, 1)), x_((1, 4, 4, 4), dt))
    run("conv3d_" + n, lambda: nn.Conv3d(1, 2, 2), x_((1, 1, 3, 3, 3), dt))
    run("convT2d_" + n, lambda: nn.Conv2dTranspose(2, 1, 3, stride=2, pad_mode="same"), x_((1, 2, 3, 3), dt))
    run("convT2d_pad_" + n, lambda: nn.Conv2dTranspose(2, 1, 3, stride=2, pad_mode="pad", padding=1, has_bias=True), x_((1, 2, 3, 3), dt))
    run("convT1d_" + n, lambda: nn.Conv1dTranspose(2, 1, 2, stride=2, pad_mode="valid"), x_((1, 2, 3), dt))
    run("convT3d_" + n, lambda: nn.Conv3dTranspose(1, 1, 2, stride=2), x_((1, 1, 2, 2, 2), dt))
    run("maxpool2d_" + n, lambda: nn.MaxPool2d(2, 1), x_((1, 1, 3, 3), dt))
    run("maxpool2d_pad_" + n, lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1), x_((1, 1, 4, 4), dt))
    run("maxpool2d_ceil_" + n, lambda: nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True), x_((1, 1, 5, 5), dt))
    run("avgpool2d_" + n, lambda: nn.AvgPool2d(2, 1, pad_mode="same"), x_((1, 1, 3, 3), dt))
    run("avgpool2d_pad_" + n, lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False), x_((1, 1, 4, 4), dt))
    run("avgpool1d_" + n, lambda: nn.AvgPool1d(2, 2), x_((1, 2, 5), dt))
    run("maxpool1d_" + n, lambda: nn.MaxPool1d(3, 1, pad_mode="same"), x_((1, 2, 5), dt))
    run("maxpool3d_" + n, lambda: nn.MaxPool3d(2, 1), x_((1, 1, 3, 3, 3), dt))
    run("avgpool3d_" + n, lambda: nn.AvgPool3d(2, 1), x_((1, 1, 3, 3, 3), dt))
    run("adavg2d_" + n, lambda: nn.AdaptiveAvgPool2d((2, 3)), x_((1, 1, 5, 4), dt))
    run("admax2d_" + n, lambda: nn.AdaptiveMaxPool2d(2), x_((1, 1, 5, 4), dt))
    run("adavg1d_" + n, lambda: nn.AdaptiveAvgPool1d(3), x_((1, 2, 7), dt))
    run("admax1d_" + n, lambda: nn.AdaptiveMaxPool1d(3), x_((1, 2, 7), dt))
    run("bn1d_" + n, lambda: nn.BatchNorm1d(3), x_((2, 3), dt))
    run("bn2d_" + n, lambda: nn.BatchNorm2d(2, eps=0.1), x_((1, 2, 2, 2), dt))
    run("bn2d_noaff_" + n, lambda: nn.BatchNorm2d(2, affine=False), x_((1, 2, 2, 2), dt))
    run("bn3d_" + n, lambda: nn.BatchNorm3d(2), x_((1, 2, 1, 2, 2), dt))
    run("ln_" + n, lambda: nn.LayerNorm((3,)), x_((2, 3), dt))
    run("ln2_" + n, lambda: nn.LayerNorm((2, 3), begin_norm_axis=1, begin_params_axis=1, epsilon=1e-3), x_((2, 2, 3), dt))
    run("gn_" + n, lambda: nn.GroupNorm(2, 4), x_((1, 4, 2, 2), dt))
    run("gn3d_" + n, lambda: nn.GroupNorm(2, 4), x_((2, 4, 3), dt))
    run("in2d_" + n, lambda: nn.InstanceNorm2d(2), x_((1, 2, 2, 2), dt))
    run("flatten_" + n, lambda: nn.Flatten(), x_((2, 2, 3), dt))
    run("flatten_se_" + n, lambda: nn.Flatten(0, 1), x_((2, 2, 3), dt))
    run("dropout_eval_" + n, lambda: nn.Dropout(p=0.5), x_((2, 3), dt))
    run("dropout_p0_train_" + n, lambda: nn.Dropout(p=0.0), x_((2, 3), dt), train=True)
    for a in ("ReLU", "ReLU6", "GELU", "Sigmoid", "Tanh", "ELU", "SiLU", "Mish", "HSwish", "HSigmoid", "LeakyReLU",
              "Softmax", "LogSoftmax", "Softsign", "Hardtanh", "Tanhshrink", "SoftShrink", "HShrink", "CELU", "SeLU", "LogSigmoid", "PReLU"):
        run(a + "_" + n, lambda a=a: getattr(nn, a)(), x_((2, 3), dt))
    run("gelu_tanh_" + n, lambda: nn.GELU(approximate=False), x_((2, 3), dt))
    run("softmax0_" + n, lambda: nn.Softmax(axis=0), x_((2, 3), dt))
    run("prelu_ch_" + n, lambda: nn.PReLU(3, 0.1), x_((2, 3), dt))
    run("threshold_" + n, lambda: nn.Threshold(0.5, -1.0), x_((2, 3), dt))
for dt in (np.int32, np.int64):
    run("emb_" + np.dtype(dt).name, lambda: nn.Embedding(5, 2), Tensor(np.array([[0, 4], [2, 2]], dt)))
    run("emb_pad_" + np.dtype(dt).name, lambda: nn.Embedding(5, 2, padding_idx=1), Tensor(np.array([1, 3], dt)))
run("emb_1d_fp16", lambda: nn.Embedding(5, 2, dtype=ms.float16), Tensor(np.array([1, 3], np.int32)))
run("emb_oob", lambda: nn.Embedding(5, 2), Tensor(np.array([1, 7], np.int32)))
run("emb_neg", lambda: nn.Embedding(5, 2), Tensor(np.array([1, -1], np.int32)))
run("emb_float_idx", lambda: nn.Embedding(5, 2), Tensor(np.array([1, 2], np.float32)))
run("emb_onehot", lambda: nn.Embedding(5, 2, use_one_hot=True), Tensor(np.array([1, 3], np.int32)))
