"""mint.nn layers MindSpore's CPU PyNative lacks, in Graph mode (a GRAPH_MODE Cell; some kernels exist there):
convolutions with padding / padding_mode / dilation / groups / bias, ConvTranspose2d output_padding, BatchNorm,
Embedding padding_idx / max_norm, pooling ceil_mode / count_include_pad / divisor_override / return_indices,
Upsample modes, activations with arguments -- forward and input gradient."""
import numpy as np
import mindspore as ms
from mindspore import mint, nn, Tensor
from _h import case


def arr(shape, dt=np.float32, seed=0):
    r = np.random.RandomState(seed)
    return Tensor((r.randn(*shape)).astype(dt))


class Call(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        return self.layer(x)


class GradIn(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        return ms.grad(self.layer, grad_position=0)(x)


def init(layer):
    for i, p in enumerate(layer.get_parameters()):
        a = np.cos(np.arange(int(np.prod(p.shape))) * 0.7 + i).reshape(p.shape) * 0.3
        p.set_data(Tensor(a.astype(ms.dtype_to_nptype(p.dtype))))
    return layer


def run(name, mk, x):
    case(name + "/fwd", lambda: Call(init(mk()))(x))
    case(name + "/gin", lambda: GradIn(init(mk()))(x))


x3, x4, x5 = arr((2, 4, 7)), arr((2, 4, 6, 6)), arr((1, 2, 4, 5, 5))
run("conv1d_same_dil", lambda: mint.nn.Conv1d(4, 2, 3, padding='same', dilation=2), x3)
run("conv1d_valid_nobias", lambda: mint.nn.Conv1d(4, 4, 3, padding='valid', bias=False, groups=2), x3)
run("conv1d_reflect", lambda: mint.nn.Conv1d(4, 2, 3, padding=1, padding_mode='reflect'), x3)
run("conv2d_tuple", lambda: mint.nn.Conv2d(4, 2, (3, 2), stride=(2, 1), padding=(1, 0)), x4)
run("conv2d_same_groups", lambda: mint.nn.Conv2d(4, 4, 3, padding='same', groups=4), x4)
run("conv2d_circular", lambda: mint.nn.Conv2d(4, 2, 3, padding=1, padding_mode='circular'), x4)
run("conv2d_replicate_dil", lambda: mint.nn.Conv2d(4, 2, 3, padding=2, dilation=2, padding_mode='replicate'), x4)
run("conv3d_pad", lambda: mint.nn.Conv3d(2, 2, 2, padding=1, stride=2), x5)
run("convT2d_outpad", lambda: mint.nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1), x4)
run("convT2d_groups", lambda: mint.nn.ConvTranspose2d(4, 4, 2, groups=2, bias=False), x4)
run("bn2d_eval", lambda: mint.nn.BatchNorm2d(4, eps=1e-3, momentum=0.3).set_train(False), x4)
run("bn2d_noaffine", lambda: mint.nn.BatchNorm2d(4, affine=False).set_train(False), x4)
run("bn1d_eval", lambda: mint.nn.BatchNorm1d(4).set_train(False), x3)
run("maxpool2d_ceil", lambda: mint.nn.MaxPool2d(3, stride=2, ceil_mode=True), x4)
run("maxpool2d_pad_dil", lambda: mint.nn.MaxPool2d(2, stride=1, padding=1, dilation=2), x4)
run("avgpool2d_ceil_nocount", lambda: mint.nn.AvgPool2d(3, 2, padding=1, ceil_mode=True, count_include_pad=False), x4)
run("avgpool2d_div", lambda: mint.nn.AvgPool2d(2, divisor_override=3), x4)
run("avgpool1d_pad", lambda: mint.nn.AvgPool1d(3, 2, padding=1), x3)
run("aavg2d", lambda: mint.nn.AdaptiveAvgPool2d((4, None)), x4)
run("ups_nearest", lambda: mint.nn.Upsample(scale_factor=2.0, mode='nearest'), x4)
run("ups_bilinear_ac", lambda: mint.nn.Upsample(size=(9, 7), mode='bilinear', align_corners=True), x4)
run("ups_bilinear", lambda: mint.nn.Upsample(scale_factor=(1.5, 2.0), mode='bilinear'), x4)
run("ups_bicubic", lambda: mint.nn.Upsample(size=(8, 8), mode='bicubic', align_corners=False), x4)
run("ups_linear", lambda: mint.nn.Upsample(size=10, mode='linear'), x3)
run("gelu_tanh", lambda: mint.nn.GELU(approximate='tanh'), x4)
run("elu", lambda: mint.nn.ELU(alpha=0.3), x4)
run("hardtanh", lambda: mint.nn.Hardtanh(-0.5, 0.25), x4)
run("relu6", lambda: mint.nn.ReLU6(), x4)
run("selu", lambda: mint.nn.SELU(), x4)
run("mish", lambda: mint.nn.Mish(), x4)
run("logsigmoid", lambda: mint.nn.LogSigmoid(), x4)
run("softshrink", lambda: mint.nn.Softshrink(0.3), x4)
run("hardshrink", lambda: mint.nn.Hardshrink(0.3), x4)
run("ln_3", lambda: mint.nn.LayerNorm((6, 6), eps=1e-3), x4)
run("pixshuf", lambda: mint.nn.PixelShuffle(2), x4)
run("reflpad2d", lambda: mint.nn.ReflectionPad2d((1, 2, 0, 1)), x4)
run("replpad1d", lambda: mint.nn.ReplicationPad1d(2), x3)
run("zeropad2d", lambda: mint.nn.ZeroPad2d((1, 0, 2, 1)), x4)
run("constpad1d", lambda: mint.nn.ConstantPad1d(2, 3.5), x3)
ids = Tensor(np.array([[0, 2, 1], [3, 2, 0]], np.int32))
case("emb_pad/fwd", lambda: Call(init(mint.nn.Embedding(4, 3, padding_idx=2)))(ids))
case("emb_maxnorm/fwd", lambda: Call(init(mint.nn.Embedding(4, 3, max_norm=0.3)))(ids))
case("emb_params", lambda: str([(p.name, p.dtype, tuple(p.shape)) for p in mint.nn.Embedding(4, 3, padding_idx=1).get_parameters()]))
case("emb_padrow_init", lambda: mint.nn.Embedding(4, 3, padding_idx=1).weight[1])
