"""adapt41nn sweep 1: st/nn layers with seeded inputs, other dtypes, odd shapes, unused arguments, grads."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from _h import case

ms.set_seed(1)


def R(shape, dt="float32", seed=0, lo=-2.0, hi=2.0):
    return Tensor(np.random.RandomState(seed).uniform(lo, hi, shape).astype(dt))


class Fn(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *a):
        return self.net(*a)


def G(net, *a):
    return ops.GradOperation(get_all=True)(Fn(net))(*a)


x3 = R((2, 3, 7))
x4 = R((2, 3, 5, 7))
x5 = R((1, 2, 4, 5, 6))
for dt in ["float16", "float32", "float64"]:
    a = R((2, 3, 7), dt)
    case(f"avgpool1d_{dt}", lambda: Fn(nn.AvgPool1d(3, 2))(a))
    case(f"maxpool1d_{dt}", lambda: Fn(nn.MaxPool1d(3, 2))(a))
    case(f"avgpool1d_pad_ceil_{dt}", lambda: Fn(nn.AvgPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True, count_include_pad=False))(a))
    case(f"maxpool1d_pad_ceil_{dt}", lambda: Fn(nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, ceil_mode=True))(a))
    case(f"lppool1d_{dt}", lambda: Fn(nn.LPPool1d(2, 3, 2))(R((2, 3, 7), dt, lo=0.1)))
    case(f"lppool2d_{dt}", lambda: Fn(nn.LPPool2d(3, (2, 3), 2))(R((2, 3, 5, 7), dt, lo=0.1)))
    case(f"adaptivemaxpool1d_{dt}", lambda: Fn(nn.AdaptiveMaxPool1d(3))(a))
    case(f"adaptiveavgpool1d_{dt}", lambda: Fn(nn.AdaptiveAvgPool1d(3))(a))
for cip in [True, False]:
    for cm in [True, False]:
        case(f"avgpool2d_pad_cip{cip}_ceil{cm}", lambda: Fn(nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, ceil_mode=cm, count_include_pad=cip))(x4))
        case(f"avgpool2d_divisor_cip{cip}_ceil{cm}", lambda: Fn(nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, ceil_mode=cm, count_include_pad=cip, divisor_override=2))(x4))
        case(f"avgpool3d_cip{cip}_ceil{cm}", lambda: Fn(nn.AvgPool3d(2, 2, pad_mode="pad", padding=1, ceil_mode=cm, count_include_pad=cip))(x5))
        case(f"maxpool2d_ceil{cm}_dil{cip}", lambda: Fn(nn.MaxPool2d(2, 2, pad_mode="pad", padding=1, ceil_mode=cm, dilation=2 if cip else 1))(x4))
        case(f"maxpool3d_ceil{cm}", lambda: Fn(nn.MaxPool3d(2, 2, pad_mode="pad", padding=1, ceil_mode=cm))(x5))
case("maxpool2d_same", lambda: Fn(nn.MaxPool2d(3, 2, pad_mode="same"))(x4))
case("avgpool2d_same", lambda: Fn(nn.AvgPool2d(3, 2, pad_mode="same"))(x4))
case("maxpool2d_3d_input", lambda: Fn(nn.MaxPool2d(2, 2))(R((3, 5, 7))))
case("avgpool2d_3d_input", lambda: Fn(nn.AvgPool2d(2, 2))(R((3, 5, 7))))
case("maxpool1d_2d_input", lambda: Fn(nn.MaxPool1d(2, 2))(R((3, 7))))
case("avgpool1d_2d_input", lambda: Fn(nn.AvgPool1d(2, 2))(R((3, 7))))
case("maxpool2d_return_indices", lambda: Fn(nn.MaxPool2d(2, 2, pad_mode="pad", padding=1, return_indices=True))(x4))
case("maxpool1d_return_indices", lambda: Fn(nn.MaxPool1d(2, 2, pad_mode="pad", padding=1, return_indices=True))(x3))
case("maxpool2d_grad", lambda: G(nn.MaxPool2d(3, 2, pad_mode="pad", padding=1), x4))
case("avgpool2d_grad_cipF", lambda: G(nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False), x4))
case("lppool1d_grad", lambda: G(nn.LPPool1d(2, 3, 2), R((2, 3, 7), lo=0.1)))
case("lppool1d_p1", lambda: Fn(nn.LPPool1d(1, 3, 2))(x3))
case("lppool1d_ceil", lambda: Fn(nn.LPPool1d(2, 3, 2, ceil_mode=True))(R((2, 3, 8), lo=0.1)))
case("lppool2d_ceil", lambda: Fn(nn.LPPool2d(2, 3, 2, ceil_mode=True))(R((2, 3, 6, 8), lo=0.1)))
case("lppool1d_neg", lambda: Fn(nn.LPPool1d(3, 3, 2))(x3))
case("adaptivemaxpool1d_ret", lambda: Fn(nn.AdaptiveMaxPool1d(4))(x3))
case("adaptivemaxpool1d_2d", lambda: Fn(nn.AdaptiveMaxPool1d(3))(R((3, 7))))
case("adaptivemaxpool1d_grad", lambda: G(nn.AdaptiveMaxPool1d(3), x3))
case("adaptiveavgpool1d_grad", lambda: G(nn.AdaptiveAvgPool1d(3), x3))
case("adaptivemaxpool1d_bad0", lambda: Fn(nn.AdaptiveMaxPool1d(0))(x3))
# MaxUnpool
p, idx = nn.MaxPool1d(2, 2, pad_mode="pad", return_indices=True)(R((2, 3, 8)))
case("maxunpool1d", lambda: Fn(nn.MaxUnpool1d(2, 2))(p, idx))
case("maxunpool1d_outsize", lambda: Fn(nn.MaxUnpool1d(2, 2))(p, idx, (2, 3, 9)))
case("maxunpool1d_pad", lambda: Fn(nn.MaxUnpool1d(2, 2, 1))(p, idx))
case("maxunpool1d_2d", lambda: Fn(nn.MaxUnpool1d(2, 2))(p[0], idx[0]))
p2, idx2 = nn.MaxPool2d(2, 2, pad_mode="pad", return_indices=True)(R((1, 2, 4, 6)))
case("maxunpool2d", lambda: Fn(nn.MaxUnpool2d(2, 2))(p2, idx2))
case("maxunpool2d_outsize", lambda: Fn(nn.MaxUnpool2d(2, 2))(p2, idx2, (5, 7)))
case("maxunpool2d_f16", lambda: Fn(nn.MaxUnpool2d(2, 2))(p2.astype(ms.float16), idx2))
case("maxunpool2d_grad", lambda: G(nn.MaxUnpool2d(2, 2), p2, idx2))
case("maxunpool2d_badsize", lambda: Fn(nn.MaxUnpool2d(2, 2))(p2, idx2, (9, 9)))
# FractionalMaxPool with fixed samples
s2 = Tensor(np.array([[[0.3, 0.7], [0.1, 0.9]]], np.float32))
case("fracmaxpool2d_osize", lambda: Fn(nn.FractionalMaxPool2d(2, output_size=(3, 3), _random_samples=Tensor(np.full((1, 2, 2), 0.5, np.float32))))(R((1, 2, 7, 7))))
case("fracmaxpool2d_ratio", lambda: Fn(nn.FractionalMaxPool2d(2, output_ratio=(0.5, 0.5), return_indices=True, _random_samples=Tensor(np.full((1, 2, 2), 0.3, np.float32))))(R((1, 2, 8, 8))))
case("fracmaxpool2d_3d", lambda: Fn(nn.FractionalMaxPool2d(2, output_size=(3, 3), _random_samples=Tensor(np.full((1, 2, 2), 0.5, np.float32))))(R((2, 7, 7))))
# Norms
for dt in ["float16", "float32", "float64"]:
    a = R((2, 4, 3, 3), dt)
    case(f"groupnorm_{dt}", lambda: Fn(nn.GroupNorm(2, 4))(a))
    case(f"layernorm_{dt}", lambda: Fn(nn.LayerNorm((3,), dtype=ms.float32))(a))
    case(f"instancenorm1d_{dt}", lambda: Fn(nn.InstanceNorm1d(4))(R((2, 4, 5), dt)))
    case(f"batchnorm1d_{dt}", lambda: Fn(nn.BatchNorm1d(4))(R((3, 4), dt)))
case("groupnorm_affineF", lambda: Fn(nn.GroupNorm(2, 4, affine=False))(R((2, 4, 3))))
case("groupnorm_2d", lambda: Fn(nn.GroupNorm(2, 4))(R((2, 4))))
case("groupnorm_bad_div", lambda: nn.GroupNorm(3, 4))
case("groupnorm_bad_channels", lambda: Fn(nn.GroupNorm(2, 4))(R((2, 6, 3))))
case("groupnorm_grad", lambda: G(nn.GroupNorm(2, 4), R((2, 4, 3))))
case("groupnorm_params", lambda: [(p.name, p.shape) for p in nn.GroupNorm(2, 4).get_parameters()])
case("layernorm_begin_norm_axis", lambda: Fn(nn.LayerNorm((3, 3), begin_norm_axis=2, begin_params_axis=2))(R((2, 4, 3, 3))))
case("layernorm_grad", lambda: G(nn.LayerNorm((3,)), R((2, 3))))
case("layernorm_eps", lambda: Fn(nn.LayerNorm((3,), epsilon=1.0))(R((2, 3))))
case("layernorm_params", lambda: [(p.name, p.shape) for p in nn.LayerNorm((3, 4), begin_norm_axis=-2, begin_params_axis=-2).get_parameters()])
case("instancenorm1d_affineF", lambda: Fn(nn.InstanceNorm1d(4, affine=False))(R((2, 4, 5))))
case("instancenorm1d_2d", lambda: Fn(nn.InstanceNorm1d(4))(R((4, 5))))
case("instancenorm1d_bad_ch", lambda: Fn(nn.InstanceNorm1d(3))(R((2, 4, 5))))
case("instancenorm1d_params", lambda: [(p.name, p.shape) for p in nn.InstanceNorm1d(4).get_parameters()])


def bn_run(bn, x, steps=2):
    out = None
    for _ in range(steps):
        out = bn(x)
    return out, bn.moving_mean, bn.moving_variance


case("batchnorm1d_train_momentum", lambda: bn_run(nn.BatchNorm1d(4, momentum=0.7).set_train(True), R((3, 4))))
case("batchnorm1d_eval", lambda: bn_run(nn.BatchNorm1d(4).set_train(False), R((3, 4))))
case("batchnorm1d_3d", lambda: bn_run(nn.BatchNorm1d(4).set_train(True), R((3, 4, 2))))
case("batchnorm1d_ubsF", lambda: bn_run(nn.BatchNorm1d(4, use_batch_statistics=False).set_train(True), R((3, 4))))
case("batchnorm1d_affineF_params", lambda: [(p.name, p.shape, p.requires_grad) for p in nn.BatchNorm1d(4, affine=False).get_parameters()])
case("batchnorm3d_train", lambda: bn_run(nn.BatchNorm3d(2, momentum=0.5).set_train(True), x5))
case("batchnorm3d_eval", lambda: bn_run(nn.BatchNorm3d(2).set_train(False), x5))
case("batchnorm3d_bad_rank", lambda: Fn(nn.BatchNorm3d(2))(R((2, 2, 3))))
case("batchnorm1d_bad_rank", lambda: Fn(nn.BatchNorm1d(4))(R((2, 4, 3, 3))))
case("batchnorm1d_grad", lambda: G(nn.BatchNorm1d(4).set_train(True), R((3, 4))))
for nm, ctor, shp in [("bn1", mint.nn.BatchNorm1d, (3, 4)), ("bn2", mint.nn.BatchNorm2d, (2, 4, 2, 2)), ("bn3", mint.nn.BatchNorm3d, (2, 4, 1, 2, 2))]:
    case(f"mint_{nm}_train", lambda: bn_run(ctor(4, momentum=0.3).set_train(True), R(shp)))
    case(f"mint_{nm}_eval", lambda: bn_run(ctor(4).set_train(False), R(shp)))
    case(f"mint_{nm}_affineF_ntrack", lambda: bn_run(ctor(4, affine=False, track_running_stats=False).set_train(False), R(shp), 1)[0])
    case(f"mint_{nm}_params", lambda: [(p.name, p.shape) for p in ctor(4).get_parameters()])
case("mint_groupnorm", lambda: Fn(mint.nn.GroupNorm(2, 4))(R((2, 4, 3))))
case("mint_groupnorm_affineF", lambda: Fn(mint.nn.GroupNorm(2, 4, affine=False))(R((2, 4, 3))))
case("mint_groupnorm_f16", lambda: Fn(mint.nn.GroupNorm(2, 4, dtype=ms.float16))(R((2, 4, 3), "float16")))
case("mint_layernorm", lambda: Fn(mint.nn.LayerNorm((3,)))(R((2, 3))))
case("mint_layernorm_noaffine", lambda: Fn(mint.nn.LayerNorm((2, 3), elementwise_affine=False))(R((2, 2, 3))))
case("mint_layernorm_bias_false", lambda: [(p.name, p.shape) for p in mint.nn.LayerNorm((3,), bias=False).get_parameters()])
case("mint_layernorm_grad", lambda: G(mint.nn.LayerNorm((3,)), R((2, 3))))
