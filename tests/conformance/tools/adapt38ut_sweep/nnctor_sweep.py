"""nn layer constructor argument checks and small forwards (ut nn/test_*.py, nn/layer)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case

F32 = np.float32
x4 = Tensor(np.arange(2 * 3 * 4 * 4, dtype=F32).reshape(2, 3, 4, 4) / 10)
x3 = Tensor(np.arange(2 * 3 * 5, dtype=F32).reshape(2, 3, 5) / 10)
x2 = Tensor(np.arange(12, dtype=F32).reshape(3, 4) / 10)


def fwd(cell, *xs):
    return cell(*xs)


def ctor(name, fn):
    case(name, lambda: type(fn()).__name__)


# Dense
for nm, kw in [("dense_in0", dict(in_channels=0, out_channels=2)), ("dense_out0", dict(in_channels=3, out_channels=0)),
               ("dense_inf", dict(in_channels=3.0, out_channels=2)), ("dense_inbool", dict(in_channels=True, out_channels=2)),
               ("dense_hasbias_int", dict(in_channels=3, out_channels=2, has_bias=1)),
               ("dense_act_str", dict(in_channels=3, out_channels=2, activation="relu")),
               ("dense_act_bad", dict(in_channels=3, out_channels=2, activation="nope")),
               ("dense_act_int", dict(in_channels=3, out_channels=2, activation=3)),
               ("dense_w_shape", dict(in_channels=3, out_channels=2, weight_init=Tensor(np.ones((3, 2), F32)))),
               ("dense_b_shape", dict(in_channels=3, out_channels=2, bias_init=Tensor(np.ones((3,), F32)))),
               ("dense_w_1d", dict(in_channels=3, out_channels=2, weight_init=Tensor(np.ones((6,), F32)))),
               ("dense_dtype16", dict(in_channels=3, out_channels=2, dtype=ms.float16)),
               ("dense_neg", dict(in_channels=-3, out_channels=2))]:
    ctor(nm, lambda kw=kw: nn.Dense(**kw))
case("dense_fwd_1d", lambda: nn.Dense(4, 2, weight_init="ones", bias_init="ones")(Tensor(np.arange(4, dtype=F32))))
case("dense_fwd_3d", lambda: nn.Dense(5, 2, weight_init="ones", bias_init="zeros")(x3))
case("dense_fwd_f16", lambda: nn.Dense(4, 2, weight_init="ones", dtype=ms.float16)(x2))
case("dense_fwd_f16_in", lambda: nn.Dense(4, 2, weight_init="ones")(x2.astype(ms.float16)))
case("dense_fwd_bad_in", lambda: nn.Dense(3, 2, weight_init="ones")(x2))
case("dense_fwd_int_in", lambda: nn.Dense(4, 2, weight_init="ones")(Tensor(np.ones((2, 4), np.int32))))
case("dense_fwd_act", lambda: nn.Dense(4, 2, weight_init="ones", bias_init=Tensor(np.array([-5, 1], F32)), activation="relu")(x2))
case("dense_fwd_prim_act", lambda: nn.Dense(4, 2, weight_init="ones", activation=ms.ops.Tanh())(x2))
case("dense_fwd_0d", lambda: nn.Dense(1, 2, weight_init="ones")(Tensor(np.array(2.0, F32))))
# Conv
for nm, fn in [("conv_group3", lambda: nn.Conv2d(6, 8, 3, group=3)), ("conv_group2_out9", lambda: nn.Conv2d(6, 9, 3, group=2)),
               ("conv_padmode", lambda: nn.Conv2d(3, 4, 3, pad_mode="sane")), ("conv_out0", lambda: nn.Conv2d(3, 0, 3)),
               ("conv_group_neg", lambda: nn.Conv2d(3, 1, 3, group=-1)), ("conv_dil_neg", lambda: nn.Conv2d(3, 1, 3, dilation=-1)),
               ("conv_k_neg", lambda: nn.Conv2d(3, 1, -1)), ("conv_stride0", lambda: nn.Conv2d(3, 1, 3, stride=0)),
               ("conv_in0", lambda: nn.Conv2d(0, 1, 3)), ("conv_k_tuple3", lambda: nn.Conv2d(3, 1, (3, 3, 3))),
               ("conv_k_float", lambda: nn.Conv2d(3, 1, 3.0)), ("conv_pad_valid_padding", lambda: nn.Conv2d(3, 1, 3, pad_mode="valid", padding=1)),
               ("conv_pad_same_padding", lambda: nn.Conv2d(3, 1, 3, pad_mode="same", padding=1)),
               ("conv_pad_neg", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=-1)),
               ("conv_pad_tuple3", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=(1, 1, 1))),
               ("conv_pad_tuple2", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=(1, 2))),
               ("conv_fmt", lambda: nn.Conv2d(3, 1, 3, data_format="NCDHW")),
               ("conv_nhwc", lambda: nn.Conv2d(3, 1, 3, data_format="NHWC")),
               ("conv_padmode_upper", lambda: nn.Conv2d(3, 1, 3, pad_mode="SAME")),
               ("conv_stride_tuple3", lambda: nn.Conv2d(3, 1, 3, stride=(1, 1, 1))),
               ("conv1d_k_tuple", lambda: nn.Conv1d(3, 1, (3,))), ("conv1d_k0", lambda: nn.Conv1d(3, 1, 0)),
               ("conv1d_pad_tuple", lambda: nn.Conv1d(3, 1, 3, pad_mode="pad", padding=(1, 1))),
               ("conv3d_k2", lambda: nn.Conv3d(3, 1, (3, 3))), ("conv3d_pad4", lambda: nn.Conv3d(3, 1, 3, pad_mode="pad", padding=(1, 1, 1, 1))),
               ("convT_group", lambda: nn.Conv2dTranspose(4, 6, 3, group=4)), ("convT_padmode", lambda: nn.Conv2dTranspose(3, 1, 3, pad_mode="x")),
               ("conv1dT_k0", lambda: nn.Conv1dTranspose(3, 1, 0)),
               ("conv_padmode_int", lambda: nn.Conv2d(3, 1, 3, pad_mode=1))]:
    ctor(nm, fn)
case("conv_fwd_same", lambda: nn.Conv2d(3, 2, 3, weight_init="ones")(x4))
case("conv_fwd_valid_s2", lambda: nn.Conv2d(3, 2, 2, stride=2, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="ones")(x4))
case("conv_fwd_pad4", lambda: nn.Conv2d(3, 2, 3, pad_mode="pad", padding=(0, 1, 1, 0), weight_init="ones")(x4))
case("conv_fwd_group", lambda: nn.Conv2d(3, 3, 3, group=3, weight_init="ones")(x4))
case("conv_fwd_bad_ch", lambda: nn.Conv2d(4, 2, 3, weight_init="ones")(x4))
case("conv_fwd_3d_in", lambda: nn.Conv2d(3, 2, 3, weight_init="ones")(x3))
case("conv1d_fwd", lambda: nn.Conv1d(3, 2, 3, weight_init="ones")(x3))
case("conv1d_fwd_pad", lambda: nn.Conv1d(3, 2, 3, pad_mode="pad", padding=1, weight_init="ones", has_bias=True)(x3))
case("convT_fwd", lambda: nn.Conv2dTranspose(3, 2, 2, stride=2, weight_init="ones")(x4))
case("convT_fwd_valid", lambda: nn.Conv2dTranspose(3, 2, 3, pad_mode="valid", weight_init="ones")(x4))
case("convT_fwd_pad", lambda: nn.Conv2dTranspose(3, 2, 3, pad_mode="pad", padding=1, weight_init="ones")(x4))
case("conv1dT_fwd", lambda: nn.Conv1dTranspose(3, 2, 2, stride=2, weight_init="ones")(x3))
case("conv_fwd_dil", lambda: nn.Conv2d(3, 1, 2, dilation=2, pad_mode="valid", weight_init="ones")(x4))
# BatchNorm / norms
for nm, fn in [("bn2d_0", lambda: nn.BatchNorm2d(0)), ("bn2d_momentum2", lambda: nn.BatchNorm2d(3, momentum=2.0)),
               ("bn2d_momentum_neg", lambda: nn.BatchNorm2d(3, momentum=-0.1)), ("bn2d_eps0", lambda: nn.BatchNorm2d(3, eps=0.0)),
               ("bn2d_eps_neg", lambda: nn.BatchNorm2d(3, eps=-1e-5)), ("bn1d_float", lambda: nn.BatchNorm1d(3.0)),
               ("bn2d_fmt", lambda: nn.BatchNorm2d(3, data_format="NCDHW")), ("bn2d_affine_int", lambda: nn.BatchNorm2d(3, affine=1)),
               ("bn3d_0", lambda: nn.BatchNorm3d(0)), ("ln_shape_int", lambda: nn.LayerNorm(4)),
               ("ln_shape_list", lambda: nn.LayerNorm([4])), ("ln_axis_big", lambda: nn.LayerNorm((4,), begin_norm_axis=5)),
               ("ln_eps_str", lambda: nn.LayerNorm((4,), epsilon="a")),
               ("gn_div", lambda: nn.GroupNorm(3, 4)), ("gn_0", lambda: nn.GroupNorm(0, 4)), ("gn_eps0", lambda: nn.GroupNorm(2, 4, eps=0.0)),
               ("in2d_0", lambda: nn.InstanceNorm2d(0)), ("in2d_mom", lambda: nn.InstanceNorm2d(3, momentum=1.5)),
               ("in2d_affine_int", lambda: nn.InstanceNorm2d(3, affine=1))]:
    ctor(nm, fn)
case("bn1d_fwd_train", lambda: nn.BatchNorm1d(4).set_train()(x2))
case("bn1d_fwd_eval", lambda: nn.BatchNorm1d(4).set_train(False)(x2))
case("bn1d_fwd_3d", lambda: nn.BatchNorm1d(3).set_train()(x3))
case("bn2d_fwd_bad_ch", lambda: nn.BatchNorm2d(4).set_train()(x4))
case("bn2d_fwd_3d", lambda: nn.BatchNorm2d(3).set_train()(x3))
case("bn2d_fwd_global", lambda: nn.BatchNorm2d(3, use_batch_statistics=False).set_train()(x4))
case("bn2d_fwd_usestats_true_eval", lambda: nn.BatchNorm2d(3, use_batch_statistics=True).set_train(False)(x4))
case("bn2d_moving_after", lambda: (lambda c: (c(x4), c.moving_mean)[1])(nn.BatchNorm2d(3, momentum=0.5).set_train()))
case("bn2d_moving_var_after", lambda: (lambda c: (c(x4), c.moving_variance)[1])(nn.BatchNorm2d(3, momentum=0.5).set_train()))
case("ln_fwd", lambda: nn.LayerNorm((4,))(x2))
case("ln_fwd_axis", lambda: nn.LayerNorm((3, 5), begin_norm_axis=1, begin_params_axis=1)(x3))
case("ln_fwd_bad_shape", lambda: nn.LayerNorm((5,))(x2))
case("ln_fwd_f16", lambda: nn.LayerNorm((4,))(x2.astype(ms.float16)))
case("gn_fwd", lambda: nn.GroupNorm(3, 3)(x4))
case("gn_fwd_bad", lambda: nn.GroupNorm(2, 4)(x4))
case("in2d_fwd", lambda: nn.InstanceNorm2d(3)(x4))
# Embedding
for nm, fn in [("emb_0", lambda: nn.Embedding(0, 3)), ("emb_float", lambda: nn.Embedding(4.0, 3)),
               ("emb_pad_oor", lambda: nn.Embedding(4, 3, padding_idx=4)), ("emb_pad_neg", lambda: nn.Embedding(4, 3, padding_idx=-1)),
               ("emb_dtype_f", lambda: nn.Embedding(4, 3, dtype=ms.float32)), ("emb_onehot_int", lambda: nn.Embedding(4, 3, use_one_hot=1))]:
    ctor(nm, fn)
case("emb_fwd", lambda: nn.Embedding(4, 2, embedding_table=Tensor(np.arange(8, dtype=F32).reshape(4, 2)))(Tensor(np.array([[0, 3], [1, 1]], np.int32))))
case("emb_fwd_onehot", lambda: nn.Embedding(4, 2, True, embedding_table=Tensor(np.arange(8, dtype=F32).reshape(4, 2)))(Tensor(np.array([[0, 3], [1, 1]], np.int32))))
case("emb_fwd_pad", lambda: nn.Embedding(4, 2, padding_idx=1)(Tensor(np.array([1], np.int32)))[0])
case("emb_fwd_oor", lambda: nn.Embedding(4, 2, embedding_table=Tensor(np.arange(8, dtype=F32).reshape(4, 2)))(Tensor(np.array([5, -1], np.int32))))
case("emb_fwd_float_idx", lambda: nn.Embedding(4, 2)(Tensor(np.array([1.0], F32))))
case("emb_fwd_int64", lambda: nn.Embedding(4, 2, embedding_table=Tensor(np.arange(8, dtype=F32).reshape(4, 2)))(Tensor(np.array([2], np.int64))))
case("emb_fwd_0d", lambda: nn.Embedding(4, 2, embedding_table=Tensor(np.arange(8, dtype=F32).reshape(4, 2)))(Tensor(np.array(2, np.int32))))
# Pooling
for nm, fn in [("maxpool_k0", lambda: nn.MaxPool2d(0)), ("maxpool_s0", lambda: nn.MaxPool2d(2, 0)),
               ("maxpool_padmode", lambda: nn.MaxPool2d(2, pad_mode="x")), ("maxpool_k_float", lambda: nn.MaxPool2d(2.0)),
               ("maxpool_k3t", lambda: nn.MaxPool2d((2, 2, 2))), ("avgpool_k0", lambda: nn.AvgPool2d(0)),
               ("avgpool_fmt", lambda: nn.AvgPool2d(2, data_format="NCDHW")), ("avgpool1d_k0", lambda: nn.AvgPool1d(0)),
               ("maxpool1d_s0", lambda: nn.MaxPool1d(2, 0)), ("maxpool_pad_valid", lambda: nn.MaxPool2d(2, pad_mode="valid", padding=1)),
               ("adaptavg_bad", lambda: nn.AdaptiveAvgPool2d((2, 2, 2))), ("adaptmax1d_0", lambda: nn.AdaptiveMaxPool1d(0)),
               ("avgpool_pad_neg", lambda: nn.AvgPool2d(2, pad_mode="pad", padding=-1))]:
    ctor(nm, fn)
case("maxpool_fwd", lambda: nn.MaxPool2d(2, 2)(x4))
case("maxpool_fwd_same", lambda: nn.MaxPool2d(3, 2, pad_mode="same")(x4))
case("maxpool_fwd_pad", lambda: nn.MaxPool2d(3, 1, pad_mode="pad", padding=1)(x4))
case("avgpool_fwd_same", lambda: nn.AvgPool2d(3, 2, pad_mode="same")(x4))
case("avgpool_fwd_pad", lambda: nn.AvgPool2d(3, 1, pad_mode="pad", padding=1)(x4))
case("avgpool_fwd_pad_nocip", lambda: nn.AvgPool2d(3, 1, pad_mode="pad", padding=1, count_include_pad=False)(x4))
case("avgpool_fwd_ceil", lambda: nn.AvgPool2d(3, 2, pad_mode="pad", ceil_mode=True)(x4))
case("maxpool_fwd_ceil", lambda: nn.MaxPool2d(3, 2, pad_mode="pad", ceil_mode=True)(x4))
case("avgpool1d_fwd", lambda: nn.AvgPool1d(2, 2)(x3))
case("maxpool1d_fwd", lambda: nn.MaxPool1d(2, 1)(x3))
case("avgpool1d_fwd_same", lambda: nn.AvgPool1d(3, 2, pad_mode="same")(x3))
case("maxpool_fwd_3d", lambda: nn.MaxPool2d(2, 2)(x3))
case("avgpool_fwd_3d", lambda: nn.AvgPool2d(2, 2)(x3))
case("maxpool_fwd_big_k", lambda: nn.MaxPool2d(5, 1)(x4))
case("adaptavg_fwd", lambda: nn.AdaptiveAvgPool2d((2, 3))(x4))
case("adaptavg_fwd_none", lambda: nn.AdaptiveAvgPool2d((None, 2))(x4))
case("adaptmax_fwd", lambda: nn.AdaptiveMaxPool2d(3)(x4))
case("adaptavg1d_fwd", lambda: nn.AdaptiveAvgPool1d(2)(x3))
case("adaptmax1d_fwd", lambda: nn.AdaptiveMaxPool1d(3)(x3))
case("maxpool_f16", lambda: nn.MaxPool2d(2, 2)(x4.astype(ms.float16)))
case("avgpool_int", lambda: nn.AvgPool2d(2, 2)(Tensor(np.ones((1, 1, 2, 2), np.int32))))
# Flatten / Pad / CentralCrop / ClipByNorm / activations
case("flatten_fwd", lambda: nn.Flatten()(x4))
case("flatten_fwd_1d", lambda: nn.Flatten()(Tensor(np.arange(3, dtype=F32))))
case("flatten_start_end", lambda: nn.Flatten(1, 2)(x4))
case("flatten_start_gt_end", lambda: nn.Flatten(2, 1)(x4))
case("flatten_float", lambda: nn.Flatten(1.0)(x4))
case("flatten_0d", lambda: nn.Flatten()(Tensor(np.array(3.0, F32))))
case("pad_fwd", lambda: nn.Pad(((0, 0), (1, 1)))(x2))
case("pad_reflect", lambda: nn.Pad(((0, 0), (2, 1)), mode="REFLECT")(x2))
case("pad_symm", lambda: nn.Pad(((1, 0), (2, 1)), mode="SYMMETRIC")(x2))
case("pad_bad_mode", lambda: nn.Pad(((0, 0), (1, 1)), mode="x"))
case("pad_bad_paddings", lambda: nn.Pad((1, 1)))
case("pad_rank_mismatch", lambda: nn.Pad(((0, 0), (1, 1), (1, 1)))(x2))
case("pad_reflect_too_big", lambda: nn.Pad(((0, 0), (4, 0)), mode="REFLECT")(x2))
case("pad_neg", lambda: nn.Pad(((0, 0), (-1, 1)))(x2))
case("pad_lowercase", lambda: nn.Pad(((0, 0), (1, 1)), mode="constant"))
case("zeropad2d", lambda: nn.ZeroPad2d((1, 0, 0, 1))(x4))
case("constpad1d", lambda: nn.ConstantPad1d(1, 0.5)(x3))
case("reflpad1d", lambda: nn.ReflectionPad1d((1, 2))(x3))
case("replpad2d", lambda: nn.ReplicationPad2d(1)(x4))
case("constpad2d_neg", lambda: nn.ConstantPad2d(-1, 0.5)(x4))
case("zeropad2d_bad", lambda: nn.ZeroPad2d((1, 0, 0)))
case("reflpad2d_big", lambda: nn.ReflectionPad2d(5)(x4))
case("cc_fwd", lambda: nn.CentralCrop(0.5)(Tensor(np.arange(2 * 3 * 8 * 8, dtype=F32).reshape(2, 3, 8, 8))))
case("cc_fwd_3d", lambda: nn.CentralCrop(0.5)(Tensor(np.arange(3 * 8 * 8, dtype=F32).reshape(3, 8, 8))))
case("cc_zero", lambda: nn.CentralCrop(0.0))
case("cc_gt1", lambda: nn.CentralCrop(1.1))
case("cc_one", lambda: nn.CentralCrop(1.0)(x4))
case("cc_int", lambda: nn.CentralCrop(1))
case("cc_2d_in", lambda: nn.CentralCrop(0.5)(x2))
case("cc_odd", lambda: nn.CentralCrop(0.3)(Tensor(np.arange(1 * 1 * 7 * 7, dtype=F32).reshape(1, 1, 7, 7))))
case("clip_fwd", lambda: nn.ClipByNorm()(x2, Tensor(np.array([0.5], F32))))
case("clip_fwd_axis", lambda: nn.ClipByNorm(axis=1)(x2, Tensor(np.array([0.5], F32))))
case("clip_fwd_axis_tuple", lambda: nn.ClipByNorm(axis=(0, 1))(x2, Tensor(np.array(1.0, F32))))
case("clip_fwd_bad_axis", lambda: nn.ClipByNorm(axis=1.5))
case("clip_fwd_big", lambda: nn.ClipByNorm()(x2, Tensor(np.array([100.0], F32))))
case("clip_fwd_f16", lambda: nn.ClipByNorm()(x2.astype(ms.float16), Tensor(np.array([0.5], F32))))
case("clip_fwd_zero", lambda: nn.ClipByNorm()(Tensor(np.zeros((2, 2), F32)), Tensor(np.array([0.5], F32))))
case("rrelu_bad", lambda: nn.RReLU(lower=0.9, upper=0.1))
case("rrelu_str", lambda: nn.RReLU("-1", "-1"))
case("rrelu_eval", lambda: nn.RReLU().set_train(False)(Tensor(np.array([-1.0, 2.0], F32))))
case("leaky_bad", lambda: nn.LeakyReLU("a"))
case("leaky_int", lambda: nn.LeakyReLU(2)(Tensor(np.array([-1.0, 2.0], F32))))
case("elu_bad", lambda: nn.ELU(alpha=2))
case("elu_f", lambda: nn.ELU(alpha=2.0)(Tensor(np.array([-1.0, 2.0], F32))))
case("celu_zero", lambda: nn.CELU(alpha=0.0))
case("hshrink_neg", lambda: nn.HShrink(-1.0))
case("sshrink_neg", lambda: nn.SoftShrink(-1.0))
case("softmax_axis_float", lambda: nn.Softmax(1.5))
case("softmax_axis_tuple", lambda: nn.Softmax((0, 1))(x2))
case("logsoftmax_axis_tuple", lambda: nn.LogSoftmax((0,)))
case("glu_fwd", lambda: nn.GLU()(x2))
case("glu_odd", lambda: nn.GLU()(x3))
case("prelu_bad_w", lambda: nn.PReLU(channel=3, w=Tensor(np.ones((2,), F32))))
case("prelu_fwd", lambda: nn.PReLU(channel=3, w=0.5)(x4 - 1))
case("prelu_ch0", lambda: nn.PReLU(channel=0))
case("hardtanh_bad", lambda: nn.Hardtanh(1.0, -1.0))
case("threshold_fwd", lambda: nn.Threshold(0.5, 20)(x2))
case("threshold_str", lambda: nn.Threshold("a", 20))
case("getact_bad", lambda: nn.get_activation("nope"))
case("getact_none", lambda: nn.get_activation(None))
case("dropout_keep0", lambda: nn.Dropout(keep_prob=0.0))
case("dropout_p1", lambda: nn.Dropout(p=1.0))
case("dropout_p_neg", lambda: nn.Dropout(p=-0.1))
case("dropout_both", lambda: nn.Dropout(keep_prob=0.5, p=0.5))
case("dropout_eval", lambda: nn.Dropout(p=0.5).set_train(False)(x2))
case("dropout_p0_train", lambda: nn.Dropout(p=0.0).set_train()(x2))
case("dropout_int_p", lambda: nn.Dropout(p=1))
case("dropout2d_p", lambda: nn.Dropout2d(p=1.5))
case("dropout1d_eval", lambda: nn.Dropout1d(p=0.5).set_train(False)(x3))
# LSTM / GRU / RNN
for nm, fn in [("lstm_in0", lambda: nn.LSTM(0, 4)), ("lstm_h0", lambda: nn.LSTM(3, 0)), ("lstm_layers0", lambda: nn.LSTM(3, 4, num_layers=0)),
               ("lstm_dropout2", lambda: nn.LSTM(3, 4, dropout=2.0)), ("lstm_dropout_int", lambda: nn.LSTM(3, 4, dropout=1)),
               ("lstm_bidir_int", lambda: nn.LSTM(3, 4, bidirectional=1)), ("gru_h_float", lambda: nn.GRU(3, 4.0)),
               ("rnn_nonlin", lambda: nn.RNN(3, 4, nonlinearity="sigmoid")), ("lstm_proj", lambda: nn.LSTM(3, 4, proj_size=2)),
               ("lstmcell_0", lambda: nn.LSTMCell(0, 4)), ("grucell_bias_int", lambda: nn.GRUCell(3, 4, has_bias=1))]:
    ctor(nm, fn)
case("lstm_fwd_shape", lambda: [o.shape for o in ms.ops.Depend()(nn.LSTM(5, 2, batch_first=True)(x3)[0], x3).shape and (lambda r: (r[0], r[1][0], r[1][1]))(nn.LSTM(5, 2, batch_first=True)(x3))])
case("lstm_fwd_bad_in", lambda: nn.LSTM(4, 2, batch_first=True)(x3)[0].shape)
case("gru_fwd_2d", lambda: nn.GRU(5, 2)(Tensor(np.ones((3, 5), F32)))[0].shape)
case("rnn_fwd_seq", lambda: nn.RNN(5, 2, batch_first=True)(x3, seq_length=Tensor(np.array([3, 2], np.int32)))[0].shape)
# Cell wrappers / misc
case("seq_empty_fwd", lambda: nn.SequentialCell()(x2))
case("seqcell_nonCell", lambda: nn.SequentialCell([nn.ReLU(), 3]))
case("celllist_str", lambda: nn.CellList(["test"]))
case("l1reg_neg", lambda: nn.L1Regularizer(-1.0))
case("l1reg_int", lambda: nn.L1Regularizer(1))
case("l1reg_fwd", lambda: nn.L1Regularizer(0.5)(Tensor(np.array([[1.0, -2.0], [3.0, -4.0]], F32))))
case("l1reg_nan", lambda: nn.L1Regularizer(float("nan")))
case("l1reg_inf", lambda: nn.L1Regularizer(float("inf")))
case("l1reg_zero", lambda: nn.L1Regularizer(0.0))
case("norm_fwd", lambda: nn.Norm()(x2))
case("norm_axis", lambda: nn.Norm(axis=1, keep_dims=True)(x2))
case("norm_axis_bad", lambda: nn.Norm(axis=1.0))
case("norm_int", lambda: nn.Norm()(Tensor(np.array([3, 4], np.int32))))
case("onehot_fwd", lambda: nn.OneHot(depth=3)(Tensor(np.array([0, 2, 1], np.int32))))
case("onehot_axis_bad", lambda: nn.OneHot(depth=3, axis=-2))
case("onehot_depth0", lambda: nn.OneHot(depth=0)(Tensor(np.array([0, 2, 1], np.int32))))
case("range_fwd", lambda: nn.Range(1, 8, 2)())
case("range_float", lambda: nn.Range(1.0, 3.0, 0.5)())
case("range_delta0", lambda: nn.Range(1, 8, 0))
case("triu_fwd", lambda: nn.Triu()(x2, 1))
case("tril_fwd", lambda: nn.Tril()(x2, -1))
case("matrixdiag", lambda: nn.MatrixDiag()(Tensor(np.array([1.0, 2.0], F32))))
case("unfold_fwd", lambda: nn.Unfold([1, 2, 2, 1], [1, 2, 2, 1], [1, 1, 1, 1], "valid")(x4))
case("unfold_bad", lambda: nn.Unfold([1, 2, 2], [1, 2, 2, 1], [1, 1, 1, 1]))
case("resizebilinear", lambda: nn.ResizeBilinear()(x4, size=(2, 3)))
case("resizebilinear_scale", lambda: nn.ResizeBilinear()(x4, scale_factor=2))
case("resizebilinear_both", lambda: nn.ResizeBilinear()(x4, size=(2, 3), scale_factor=2))
case("upsample_nearest", lambda: nn.Upsample(scale_factor=2.0)(x4))
case("upsample_size", lambda: nn.Upsample(size=(3, 5), mode="bilinear")(x4))
case("pixelshuffle", lambda: nn.PixelShuffle(2)(Tensor(np.arange(16, dtype=F32).reshape(1, 4, 2, 2))))
case("pixelshuffle_bad", lambda: nn.PixelShuffle(3)(Tensor(np.arange(16, dtype=F32).reshape(1, 4, 2, 2))))
case("pixelunshuffle", lambda: nn.PixelUnshuffle(2)(Tensor(np.arange(16, dtype=F32).reshape(1, 1, 4, 4))))
case("identity", lambda: nn.Identity()(x2))
case("biasadd", lambda: nn.BiasAdd()(x4, Tensor(np.array([1, 2, 3], F32))))
case("cosinesim", lambda: nn.CosineSimilarity(dim=1)(x2, x2 + 1))
case("pdist", lambda: nn.PairwiseDistance()(x2, x2 + 1))
case("unflatten", lambda: nn.Unflatten(1, (2, 2))(x2))
case("unflatten_bad", lambda: nn.Unflatten(1, (3, 2))(x2))
