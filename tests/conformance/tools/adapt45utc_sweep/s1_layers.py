"""nn layers with non-default constructor arguments: forward and gradients (input and weights) in a Cell, the mode
from $MODE; float32 unless named."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


def T(shape, dt=np.float32, lo=-1.0, hi=1.0):
    n = int(np.prod(shape))
    return Tensor(np.linspace(lo, hi, n).reshape(shape).astype(dt))


class G(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.w = ms.ParameterTuple(net.trainable_params())
        self.g = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, *xs):
        return self.g(self.net, self.w)(*xs)


class Sum(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *xs):
        return (self.net(*xs) * 1.0).sum()


def fw(mk, *xs):
    return lambda: mk()(*xs)


def gr(mk, *xs):
    def f():
        net = mk()
        return G(Sum(net))(*xs)
    return f


def both(name, mk, *xs):
    case(name + "_fw", fw(mk, *xs))
    case(name + "_gr", gr(mk, *xs))


x4 = T((2, 4, 5, 5))
x3 = T((2, 4, 7))
both("conv2d_pad_dil_grp", lambda: nn.Conv2d(4, 6, 3, pad_mode="pad", padding=(1, 0, 2, 1), dilation=2, group=2,
                                            has_bias=True, weight_init="ones", bias_init="zeros"), x4)
both("conv2d_same_s2", lambda: nn.Conv2d(4, 2, (3, 2), stride=2, pad_mode="same", weight_init="ones"), x4)
both("conv2d_valid_s3", lambda: nn.Conv2d(4, 2, 2, stride=(3, 2), pad_mode="valid", weight_init="ones"), x4)
both("conv1d_pad_dil", lambda: nn.Conv1d(4, 2, 3, pad_mode="pad", padding=2, dilation=2, has_bias=True,
                                         weight_init="ones", bias_init="ones"), x3)
both("conv1d_same_s2_grp", lambda: nn.Conv1d(4, 4, 2, stride=2, pad_mode="same", group=4, weight_init="ones"), x3)
both("conv2dT_pad", lambda: nn.Conv2dTranspose(4, 2, 3, stride=2, pad_mode="pad", padding=1, weight_init="ones"), x4)
both("conv2dT_same_bias", lambda: nn.Conv2dTranspose(4, 2, 2, stride=2, pad_mode="same", has_bias=True,
                                                     weight_init="ones", bias_init="ones"), x4)
both("conv2dT_valid_dil", lambda: nn.Conv2dTranspose(4, 2, 2, stride=1, dilation=2, pad_mode="valid",
                                                     weight_init="ones"), x4)
both("conv1dT_same", lambda: nn.Conv1dTranspose(4, 2, 3, stride=2, pad_mode="same", weight_init="ones"), x3)
both("conv1dT_pad", lambda: nn.Conv1dTranspose(4, 2, 3, stride=1, pad_mode="pad", padding=1, weight_init="ones"), x3)
both("conv3d_pad", lambda: nn.Conv3d(2, 2, 2, pad_mode="pad", padding=1, weight_init="ones"), T((1, 2, 3, 3, 3)))
both("dense_nobias_relu", lambda: nn.Dense(4, 3, weight_init="ones", has_bias=False, activation="relu"), T((2, 4)))
both("dense_3d_tanh", lambda: nn.Dense(4, 3, weight_init="ones", bias_init="ones", activation=nn.Tanh()),
     T((2, 3, 4)))
both("dense_f16", lambda: nn.Dense(4, 3, weight_init="ones", bias_init="ones").to_float(ms.float16), T((2, 4)))
both("bn2d_noaffine_train", lambda: nn.BatchNorm2d(4, affine=False).set_train(True), x4)
both("bn2d_mom_eval", lambda: nn.BatchNorm2d(4, momentum=0.5, eps=1e-3).set_train(False), x4)
both("bn2d_usebatch_eval", lambda: nn.BatchNorm2d(4, use_batch_statistics=True).set_train(False), x4)
both("bn2d_nobatch_train", lambda: nn.BatchNorm2d(4, use_batch_statistics=False).set_train(True), x4)
both("bn1d_train", lambda: nn.BatchNorm1d(4, momentum=0.8).set_train(True), T((3, 4)))
both("bn1d_eval_mean", lambda: nn.BatchNorm1d(4, moving_mean_init="ones", moving_var_init="ones").set_train(False),
     T((3, 4)))
both("bn3d_train", lambda: nn.BatchNorm3d(2).set_train(True), T((2, 2, 2, 2, 2)))
both("ln_axis_m2", lambda: nn.LayerNorm((5, 5), begin_norm_axis=-2, begin_params_axis=-2, epsilon=1e-3), x4)
both("ln_axis1_params2", lambda: nn.LayerNorm((5, 5), begin_norm_axis=1, begin_params_axis=2), x4)
both("gn_2groups", lambda: nn.GroupNorm(2, 4, eps=1e-2), x4)
both("gn_noaffine", lambda: nn.GroupNorm(4, 4, affine=False), x4)
both("maxpool2d_same_s2", lambda: nn.MaxPool2d(3, 2, pad_mode="same"), x4)
both("maxpool2d_pad", lambda: nn.MaxPool2d(3, 1, pad_mode="pad", padding=1), x4)
both("avgpool2d_same", lambda: nn.AvgPool2d(2, 2, pad_mode="same"), x4)
both("avgpool2d_pad_cip", lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False), x4)
both("avgpool1d_same", lambda: nn.AvgPool1d(3, 2, pad_mode="same"), x3)
both("maxpool1d_valid", lambda: nn.MaxPool1d(2, 3), x3)
both("leaky_0.3", lambda: nn.LeakyReLU(0.3), T((2, 3)))
both("leaky_int_alpha", lambda: nn.LeakyReLU(2), T((2, 3)))
both("prelu_ch3", lambda: nn.PReLU(3, 0.1), T((2, 3, 2)))
both("gelu_exact", lambda: nn.GELU(approximate=False), T((2, 3)))
both("softmax_ax0", lambda: nn.Softmax(axis=0), T((2, 3)))
both("logsoftmax_ax0", lambda: nn.LogSoftmax(axis=0), T((2, 3)))
both("hsigmoid", lambda: nn.HSigmoid(), T((2, 3), lo=-4, hi=4))
both("hswish", lambda: nn.HSwish(), T((2, 3), lo=-4, hi=4))
both("elu_alpha", lambda: nn.ELU(alpha=0.5), T((2, 3), lo=-2, hi=2))
both("relu6", lambda: nn.ReLU6(), T((2, 3), lo=-8, hi=8))
both("softplus_b", lambda: nn.Softplus(beta=2, threshold=1), T((2, 3), lo=-2, hi=2))
both("hardtanh", lambda: nn.Hardtanh(-0.5, 0.25), T((2, 3)))
both("softsign", lambda: nn.Softsign(), T((2, 3)))
both("tanhshrink", lambda: nn.Tanhshrink(), T((2, 3)))
both("celu", lambda: nn.CELU(alpha=2.0), T((2, 3), lo=-2, hi=2))
both("dropout_p0", lambda: nn.Dropout(p=0.0).set_train(True), T((2, 3)))
both("dropout_eval", lambda: nn.Dropout(p=0.9).set_train(False), T((2, 3)))
both("flatten_s2", lambda: nn.Flatten(start_dim=2), x4)
both("flatten_m2", lambda: nn.Flatten(start_dim=0, end_dim=-2), x4)
both("pad_reflect", lambda: nn.Pad(((0, 0), (0, 0), (1, 2), (2, 1)), mode="REFLECT"), x4)
both("pad_symmetric", lambda: nn.Pad(((0, 0), (1, 1), (0, 2)), mode="SYMMETRIC"), x3)
both("pad_constant", lambda: nn.Pad(((1, 0), (0, 2))), T((2, 3)))
both("zeropad2d", lambda: nn.ZeroPad2d((1, 0, 2, 1)), x4)
both("constpad1d", lambda: nn.ConstantPad1d((2, 1), 0.5), x3)
both("reflpad2d", lambda: nn.ReflectionPad2d((1, 2, 0, 1)), x4)
both("upsample_nearest", lambda: nn.Upsample(scale_factor=2.0, mode="nearest", recompute_scale_factor=True), x4)
both("upsample_bilinear_ac", lambda: nn.Upsample(size=(3, 7), mode="bilinear", align_corners=True), x4)
case("clipnorm_ax1_fw", lambda: nn.ClipByNorm(axis=1)(T((2, 3), lo=-3, hi=3), Tensor(1.0, ms.float32)))
case("clipnorm_ax0_fw", lambda: nn.ClipByNorm(axis=(0,))(T((2, 3), lo=-3, hi=3), Tensor(0.5, ms.float32)))
case("clipnorm_f16_fw", lambda: nn.ClipByNorm()(T((2, 3), np.float16, lo=-3, hi=3), Tensor(1.0, ms.float16)))
both("centralcrop_half", lambda: nn.CentralCrop(0.5), T((1, 3, 4, 4)))
both("centralcrop_3d", lambda: nn.CentralCrop(0.6), T((3, 5, 5)))
case("emb_padidx_fw", lambda: nn.Embedding(4, 3, padding_idx=1, embedding_table="ones")(Tensor([[0, 1], [3, 1]], ms.int32)))
case("emb_onehot_fw", lambda: nn.Embedding(4, 3, use_one_hot=True, embedding_table="ones")(Tensor([[0, 2]], ms.int32)))
case("emb_padidx_gr", gr(lambda: nn.Embedding(4, 2, padding_idx=0, embedding_table="ones"), Tensor([[0, 1, 1]], ms.int32)))
case("emb_onehot_gr", gr(lambda: nn.Embedding(4, 2, use_one_hot=True, embedding_table="ones"), Tensor([[0, 1, 1]], ms.int32)))
case("emb_lookup_fw", lambda: nn.EmbeddingLookup(4, 2, param_init="ones")(Tensor([[0, 3]], ms.int32)))
case("emb_lookup_maxnorm_fw", lambda: nn.EmbeddingLookup(4, 2, param_init="ones", max_norm=0.5)(Tensor([[0, 3]], ms.int32)))
both("onehot_ax0", lambda: nn.OneHot(axis=0, depth=3, on_value=2.0, off_value=-1.0), Tensor([0, 2, 1], ms.int32))
both("norm_ax1_keep", lambda: nn.Norm(axis=1, keep_dims=True), T((2, 3)))
both("unfold", lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], "valid"), T((1, 2, 3, 3)))
both("l1reg", lambda: nn.L1Regularizer(0.5), T((2, 3)))
both("tril_k1", lambda: nn.Tril(), T((3, 3)))
both("identity", lambda: nn.Identity(), T((2, 3)))
both("conv2dbnact", lambda: nn.Conv2dBnAct(4, 2, 3, has_bn=True, activation="relu", weight_init="ones").set_train(True), x4)
both("conv2dbnact_eval_leaky", lambda: nn.Conv2dBnAct(4, 2, 3, has_bn=True, activation="leakyrelu", alpha=0.5,
                                                       weight_init="ones").set_train(False), x4)
both("densebnact", lambda: nn.DenseBnAct(4, 3, has_bn=True, activation="sigmoid", weight_init="ones").set_train(True),
     T((3, 4)))
both("image_gradients", lambda: nn.ImageGradients(), T((1, 2, 3, 3)))
case("ssim_fw", lambda: nn.SSIM(max_val=2.0, filter_size=3)(T((1, 1, 5, 5)), T((1, 1, 5, 5), lo=-0.5, hi=1.5)))
case("psnr_fw", lambda: nn.PSNR(max_val=2.0)(T((1, 1, 3, 3)), T((1, 1, 3, 3), lo=-0.5, hi=1.5)))
both("seq_cell", lambda: nn.SequentialCell([nn.Dense(3, 2, weight_init="ones", bias_init="zeros"), nn.ReLU(), nn.Dense(2, 1, weight_init="ones", bias_init="zeros")]),
     T((2, 3)))
both("seq_dict", lambda: nn.SequentialCell({"a": nn.Dense(3, 2, weight_init="ones", bias_init="zeros"), "b": nn.Sigmoid()}), T((2, 3)))
