"""adapt41nn sweep 4: constructor / call argument errors of st/nn layers (classes only matter)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mint
from _h import case


def R(shape, dt="float32", seed=0):
    return Tensor(np.random.RandomState(seed).uniform(-1, 1, shape).astype(dt))


x3, x4, x5 = R((1, 2, 6)), R((1, 2, 6, 6)), R((1, 2, 4, 4, 4))
for nm, ctor, x in [("maxpool1d", nn.MaxPool1d, x3), ("avgpool1d", nn.AvgPool1d, x3), ("maxpool2d", nn.MaxPool2d, x4),
                    ("avgpool2d", nn.AvgPool2d, x4), ("maxpool3d", nn.MaxPool3d, x5), ("avgpool3d", nn.AvgPool3d, x5)]:
    for lab, kw in [("k0", dict(kernel_size=0)), ("kneg", dict(kernel_size=-1)), ("kfloat", dict(kernel_size=2.0)),
                    ("s0", dict(kernel_size=2, stride=0)), ("badmode", dict(kernel_size=2, pad_mode="full")),
                    ("lowermode", dict(kernel_size=2, pad_mode="same")), ("pad_big", dict(kernel_size=2, pad_mode="pad", padding=2)),
                    ("pad_neg", dict(kernel_size=2, pad_mode="pad", padding=-1)), ("k_too_big", dict(kernel_size=9)),
                    ("ktuple_wrong_len", dict(kernel_size=(2, 2, 2, 2))), ("kbool", dict(kernel_size=True)),
                    ("pad_valid_with_padding", dict(kernel_size=2, padding=1))]:
        case(f"{nm}_{lab}", lambda: ctor(**kw)(x).shape)
    case(f"{nm}_int_input", lambda: ctor(2)(Tensor(np.ones(x.shape, np.int32))).shape)
    case(f"{nm}_f64_input", lambda: ctor(2)(Tensor(np.ones(x.shape, np.float64))).dtype)
    case(f"{nm}_empty_batch", lambda: ctor(2)(Tensor(np.ones((0,) + x.shape[1:], np.float32))).shape)
for lab, f in [("lppool1d_p0", lambda: nn.LPPool1d(0, 2)(x3)), ("lppool1d_k0", lambda: nn.LPPool1d(2, 0)(x3)),
               ("lppool1d_pneg", lambda: nn.LPPool1d(-1.0, 2)(x3)), ("lppool1d_4d", lambda: nn.LPPool1d(2, 2)(x4)),
               ("lppool2d_3d", lambda: nn.LPPool2d(2, 2)(x3)), ("lppool2d_int", lambda: nn.LPPool2d(2, 2)(Tensor(np.ones((1, 1, 4, 4), np.int32)))),
               ("amp1d_tuple", lambda: nn.AdaptiveMaxPool1d((2,))(x3)), ("amp1d_float", lambda: nn.AdaptiveMaxPool1d(2.0)(x3)),
               ("amp1d_big", lambda: nn.AdaptiveMaxPool1d(10)(x3)), ("amp1d_4d", lambda: nn.AdaptiveMaxPool1d(2)(x4)),
               ("aap1d_big", lambda: nn.AdaptiveAvgPool1d(10)(x3)), ("aap1d_int", lambda: nn.AdaptiveAvgPool1d(2)(Tensor(np.ones((1, 1, 4), np.int32)))),
               ("groupnorm_float_groups", lambda: nn.GroupNorm(2.0, 4)), ("groupnorm_zero", lambda: nn.GroupNorm(0, 4)),
               ("groupnorm_eps_neg", lambda: nn.GroupNorm(2, 4, eps=-1.0)), ("groupnorm_int_input", lambda: nn.GroupNorm(2, 4)(Tensor(np.ones((1, 4, 2), np.int32)))),
               ("groupnorm_1d", lambda: nn.GroupNorm(2, 4)(Tensor(np.ones((4,), np.float32)))),
               ("layernorm_bad_shape", lambda: nn.LayerNorm((4,))(R((2, 3)))), ("layernorm_int", lambda: nn.LayerNorm(3)),
               ("layernorm_list", lambda: nn.LayerNorm([3])(R((2, 3))).shape),
               ("bn1d_zero", lambda: nn.BatchNorm1d(0)), ("bn1d_momentum_big", lambda: nn.BatchNorm1d(4, momentum=1.5)),
               ("bn1d_float_nf", lambda: nn.BatchNorm1d(4.0)), ("bn1d_bad_ch", lambda: nn.BatchNorm1d(4)(R((2, 3)))),
               ("bn3d_int", lambda: nn.BatchNorm3d(2)(Tensor(np.ones((1, 2, 1, 2, 2), np.int32)))),
               ("bn1d_eps_zero", lambda: nn.BatchNorm1d(4, eps=0.0)),
               ("mint_gn_bad_div", lambda: mint.nn.GroupNorm(3, 4)), ("mint_bn_bad_momentum", lambda: mint.nn.BatchNorm1d(4, momentum=-1.0)),
               ("rnncell_zero", lambda: nn.RNNCell(0, 4)), ("rnncell_float", lambda: nn.RNNCell(2.0, 4)),
               ("grucell_bad_h", lambda: nn.GRUCell(3, 4)(R((2, 3)), R((2, 5)))), ("lstmcell_bad_hx", lambda: nn.LSTMCell(3, 4)(R((2, 3)), R((2, 4)))),
               ("rnn_layers0", lambda: nn.RNN(3, 4, num_layers=0)), ("rnn_bad_input", lambda: nn.RNN(3, 4)(R((2, 3, 5)))),
               ("gru_bad_h0", lambda: nn.GRU(3, 4)(R((2, 3, 3)), R((2, 3, 4)))), ("lstm_2d_input", lambda: nn.LSTM(3, 4)(R((2, 3)))),
               ("mha_kpm_shape", lambda: nn.MultiheadAttention(4, 2)(R((3, 2, 4)), R((3, 2, 4)), R((3, 2, 4)), Tensor(np.zeros((2, 4), bool)))),
               ("mha_bad_embed", lambda: nn.MultiheadAttention(4, 2)(R((3, 2, 5)), R((3, 2, 5)), R((3, 2, 5)))),
               ("mha_int_mask", lambda: nn.MultiheadAttention(4, 2)(R((3, 2, 4)), R((3, 2, 4)), R((3, 2, 4)), None, True, Tensor(np.zeros((3, 3), np.int32)))),
               ("mrl_bad_red", lambda: nn.MarginRankingLoss(reduction="avg")), ("mrl_shape", lambda: nn.MarginRankingLoss()(R((3,)), R((4,)), R((3,)))),
               ("mrl_int", lambda: nn.MarginRankingLoss()(Tensor([1, 2]), Tensor([2, 1]), Tensor([1, -1]))),
               ("hinge_bad_red", lambda: nn.HingeEmbeddingLoss(reduction="x")), ("hinge_margin_str", lambda: nn.HingeEmbeddingLoss("1")),
               ("gnll_bad_red", lambda: nn.GaussianNLLLoss(reduction="x")), ("gnll_eps_str", lambda: nn.GaussianNLLLoss(eps="a")),
               ("gnll_shape", lambda: nn.GaussianNLLLoss()(R((3, 4)), R((3, 4)), R((2, 4)))),
               ("gnll_int", lambda: nn.GaussianNLLLoss()(Tensor(np.ones((2, 2), np.int32)), Tensor(np.ones((2, 2), np.int32)), Tensor(np.ones((2, 2), np.int32)))),
               ("mlsm_bad_red", lambda: nn.MultiLabelSoftMarginLoss(reduction="x")), ("mlsm_1d", lambda: nn.MultiLabelSoftMarginLoss()(R((4,)), R((4,)))),
               ("mlsm_shape", lambda: nn.MultiLabelSoftMarginLoss()(R((3, 4)), R((3, 5)))),
               ("ctc_bad_red", lambda: nn.CTCLoss(reduction="x")), ("ctc_blank_neg", lambda: nn.CTCLoss(blank=-1)),
               ("ctc_blank_float", lambda: nn.CTCLoss(blank=1.0)),
               ("pixelshuffle0_call", lambda: nn.PixelShuffle(0)(x4)), ("pixelshuffle_float", lambda: nn.PixelShuffle(2.0)),
               ("pixelunshuffle0", lambda: nn.PixelUnshuffle(0)), ("channelshuffle0", lambda: nn.ChannelShuffle(0)),
               ("channelshuffle_float", lambda: nn.ChannelShuffle(2.0)), ("channelshuffle_1d", lambda: nn.ChannelShuffle(2)(R((4,)))),
               ("upsample_bad_mode", lambda: nn.Upsample(scale_factor=2.0, mode="area")(x4)), ("upsample_linear_4d", lambda: nn.Upsample(scale_factor=2.0, mode="linear")(x4)),
               ("upsample_bilinear_3d", lambda: nn.Upsample(scale_factor=2.0, mode="bilinear")(x3)), ("upsample_neg_scale", lambda: nn.Upsample(scale_factor=-2.0)(x4)),
               ("upsample_int_input", lambda: nn.Upsample(scale_factor=2.0)(Tensor(np.ones((1, 1, 2, 2), np.int32)))),
               ("reflpad_neg_too_big", lambda: nn.ReflectionPad2d(-4)(x4)), ("zeropad_bad", lambda: nn.ZeroPad2d((1, 2))),
               ("constpad_bad_value", lambda: nn.ConstantPad1d(1, "a")), ("constpad_int_value_float", lambda: nn.ConstantPad1d(1, 0.5)(Tensor(np.ones((1, 2), np.int32)))),
               ("el_zero_vocab", lambda: nn.EmbeddingLookup(0, 3)), ("el_float_ids", lambda: nn.EmbeddingLookup(6, 3)(R((2,)))),
               ("el_bad_maxnorm", lambda: nn.EmbeddingLookup(6, 3, max_norm=-1.0)), ("el_bad_slice", lambda: nn.EmbeddingLookup(6, 3, slice_mode="x")),
               ("bidense_zero", lambda: nn.BiDense(0, 3, 2)), ("bidense_float", lambda: nn.BiDense(3.0, 4, 2)),
               ("bidense_batch_mismatch", lambda: nn.BiDense(3, 4, 2)(R((5, 3)), R((4, 4)))),
               ("prelu_zero", lambda: nn.PReLU(0)), ("prelu_int_input", lambda: nn.PReLU()(Tensor(np.ones((2, 3), np.int32)))),
               ("prelu_w_list", lambda: nn.PReLU(2, [0.1, 0.2])), ("prelu_w_bad_len", lambda: nn.PReLU(2, Tensor(np.array([0.1, 0.2, 0.3], np.float32)))),
               ("conv3d_bad_group", lambda: nn.Conv3d(3, 4, 2, group=2)), ("conv3d_4d_wrong_ch", lambda: nn.Conv3d(2, 3, 2)(R((1, 3, 4, 4, 4)))),
               ("conv3d_k0", lambda: nn.Conv3d(2, 3, 0)), ("conv3d_f64", lambda: nn.Conv3d(2, 3, 2)(Tensor(np.ones((1, 2, 3, 3, 3), np.float64)))),
               ("conv3d_bad_padlen", lambda: nn.Conv3d(2, 3, 2, pad_mode="pad", padding=(1, 1, 1, 1))),
               ("mint_flatten_float_dim", lambda: mint.nn.Flatten(1.0)(x4)),
               ("tos_bad_sens", lambda: nn.TrainOneStepCell(nn.Dense(2, 1), nn.SGD(nn.Dense(2, 1).trainable_params()), sens="a")),
               ]:
    case(lab, f)
