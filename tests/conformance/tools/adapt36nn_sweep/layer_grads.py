"""nn layers: forward, input gradient and parameter gradients (GradOperation get_all + get_by_list) per dtype."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


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


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = net.trainable_params()
        self.g = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, *x):
        return self.g(self.net, self.w)(*x)


def run(label, mk, *inps, train=False, cast=None):
    def fwd():
        c = det(mk())
        if cast is not None:
            c.to_float(cast)
        c.set_train(train)
        return c(*inps)

    def grad():
        c = det(mk())
        if cast is not None:
            c.to_float(cast)
        c.set_train(train)
        return G(c)(*inps)
    case(label + "_fwd", fwd)
    case(label + "_grad", grad)


for dt in (np.float32, np.float64, np.float16):
    n = np.dtype(dt).name
    run("dense_" + n, lambda: nn.Dense(3, 2, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 3), dt))
    run("dense_tanh_" + n, lambda: nn.Dense(3, 2, activation="tanh", dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 3), dt))
    run("dense_nobias_" + n, lambda: nn.Dense(3, 4, has_bias=False, activation=nn.LeakyReLU(0.3), dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 3), dt))
    run("conv1d_" + n, lambda: nn.Conv1d(2, 3, 3, pad_mode="pad", padding=1, has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 2, 5), dt))
    run("conv2d_same_s2_" + n, lambda: nn.Conv2d(2, 2, 3, stride=2, pad_mode="same", has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 2, 5, 5), dt))
    run("conv2d_dil_" + n, lambda: nn.Conv2d(2, 2, 2, dilation=2, pad_mode="valid", has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 2, 5, 5), dt))
    run("conv2d_group_" + n, lambda: nn.Conv2d(4, 4, 3, group=2, pad_mode="pad", padding=(1, 0, 0, 1), dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 4, 4, 4), dt))
    run("conv2d_depthwise_" + n, lambda: nn.Conv2d(2, 4, (2, 3), group=2, pad_mode="same", dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2, 4, 4), dt))
    run("convT2d_pad_" + n, lambda: nn.Conv2dTranspose(2, 1, 3, stride=2, pad_mode="pad", padding=1, has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 2, 3, 3), dt))
    run("convT2d_same_" + n, lambda: nn.Conv2dTranspose(2, 2, 2, stride=2, pad_mode="same", dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 2, 3, 3), dt))
    run("convT1d_" + n, lambda: nn.Conv1dTranspose(2, 1, 2, stride=2, pad_mode="valid", has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 2, 3), dt))
    run("conv3d_" + n, lambda: nn.Conv3d(1, 2, 2, pad_mode="pad", padding=1, has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 1, 2, 3, 3), dt))
    run("convT3d_" + n, lambda: nn.Conv3dTranspose(1, 2, 2, stride=2, has_bias=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((1, 1, 2, 2, 2), dt))
    run("bn1d_train_" + n, lambda: nn.BatchNorm1d(3, momentum=0.7, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((4, 3), dt), train=True)
    run("bn2d_train_" + n, lambda: nn.BatchNorm2d(2, eps=0.01, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2, 2, 3), dt), train=True)
    run("bn2d_eval_" + n, lambda: nn.BatchNorm2d(2, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2, 2, 3), dt), train=False)
    run("bn2d_ubs_" + n, lambda: nn.BatchNorm2d(2, use_batch_statistics=True, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2, 2, 3), dt), train=False)
    run("bn2d_ubsF_" + n, lambda: nn.BatchNorm2d(2, use_batch_statistics=False, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2, 2, 3), dt), train=True)
    run("bn3d_train_" + n, lambda: nn.BatchNorm3d(2, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2, 1, 2, 2), dt), train=True)
    run("ln_" + n, lambda: nn.LayerNorm((3,), dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 3), dt))
    run("ln_axis1_" + n, lambda: nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1, epsilon=1e-3, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 3, 4), dt))
    run("ln_axisneg_" + n, lambda: nn.LayerNorm((4,), begin_norm_axis=-1, begin_params_axis=-1, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 3, 4), dt))
    run("gn_" + n, lambda: nn.GroupNorm(2, 4, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 4, 2, 2), dt))
    run("gn_noaff_" + n, lambda: nn.GroupNorm(1, 4, affine=False, eps=1e-2), x_((1, 4, 3), dt))
    run("in2d_" + n, lambda: nn.InstanceNorm2d(2), x_((2, 2, 2, 3), dt))
    run("emb_" + n, lambda: nn.Embedding(5, 3, padding_idx=1, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), Tensor(np.array([[1, 0, 4], [1, 1, 2]], np.int32)))
    run("prelu_" + n, lambda: nn.PReLU(2, w=0.2), x_((2, 2, 3), dt))
    run("maxpool2d_" + n, lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1), x_((1, 1, 4, 4), dt))
    run("maxpool2d_ceil_" + n, lambda: nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True), x_((1, 1, 5, 5), dt))
    run("avgpool2d_cip_" + n, lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False), x_((1, 1, 4, 4), dt))
    run("avgpool2d_ceil_" + n, lambda: nn.AvgPool2d(2, 2, pad_mode="pad", ceil_mode=True), x_((1, 1, 5, 5), dt))
    run("avgpool2d_div_" + n, lambda: nn.AvgPool2d(2, 2, pad_mode="pad", padding=1, divisor_override=3), x_((1, 1, 4, 4), dt))
    run("avgpool1d_pad_" + n, lambda: nn.AvgPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True, count_include_pad=False), x_((1, 2, 6), dt))
    run("maxpool1d_pad_" + n, lambda: nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True), x_((1, 2, 6), dt))
    run("maxpool3d_" + n, lambda: nn.MaxPool3d(2, 1, pad_mode="same"), x_((1, 1, 3, 3, 3), dt))
    run("avgpool3d_pad_" + n, lambda: nn.AvgPool3d(2, 2, pad_mode="pad", padding=1, count_include_pad=False), x_((1, 1, 3, 3, 3), dt))
    run("lppool2d_" + n, lambda: nn.LPPool2d(2, 2, 2), x_((1, 1, 4, 4), dt))
    run("flatten_" + n, lambda: nn.Flatten(start_dim=2), x_((2, 2, 2, 3), dt))
    run("flatten_neg_" + n, lambda: nn.Flatten(start_dim=0, end_dim=-2), x_((2, 2, 3), dt))
    run("dropout_eval_" + n, lambda: nn.Dropout(p=0.5), x_((2, 3), dt))
    run("dropout2d_eval_" + n, lambda: nn.Dropout2d(p=0.5), x_((1, 2, 2, 2), dt))
    run("dropout_p0_train_" + n, lambda: nn.Dropout(p=0.0), x_((2, 3), dt), train=True)
    run("unfold_" + n, lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], "valid"), x_((1, 2, 3, 3), dt))
    run("pad_" + n, lambda: nn.Pad(((0, 0), (1, 2)), mode="REFLECT"), x_((2, 3), dt))
    run("zeropad_" + n, lambda: nn.ZeroPad2d((1, 0, 2, 1)), x_((1, 1, 2, 2), dt))
    run("upsample_" + n, lambda: nn.Upsample(scale_factor=2.0, mode="bilinear", align_corners=True), x_((1, 1, 2, 3), dt))
    run("pixshuf_" + n, lambda: nn.PixelShuffle(2), x_((1, 4, 2, 2), dt))
    run("bilinear_" + n, lambda: nn.BiDense(2, 3, 2, dtype=ms.float32 if n == "float32" else ms.float64 if n == "float64" else ms.float16), x_((2, 2), dt), x_((2, 3), dt, 0.5))
