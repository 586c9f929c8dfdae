"""Layer state and less common arguments: BatchNorm moving statistics after training steps (momentum, batch of one,
NHWC, float16 / float64), Embedding (max_norm, use_one_hot, padding_idx gradient), MaxPool return_indices,
Dense on 1-D / 3-D input, Dropout arguments, Flatten / Unflatten, CrossEntropyLoss on (N, C, d) input."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


def x_(shape, dt=np.float32, s=0.3, a=2.0):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * s) * a).reshape(shape).astype(dt))


def bn_steps(mk, x, steps=2, train=True):
    bn = mk()
    bn.set_train(train)
    out = []
    for i in range(steps):
        y = bn(x * (i + 1))
        out.append([y] + [ms.Tensor(p.asnumpy()) for p in bn.get_parameters()])
    bn.set_train(False)
    out.append(bn(x))
    return out


for dt in (np.float32, np.float64, np.float16):
    n = np.dtype(dt).name
    pdt = {np.float32: ms.float32, np.float64: ms.float64, np.float16: ms.float16}[dt]
    case("bn1d_m09_" + n, bn_steps, lambda: nn.BatchNorm1d(3, momentum=0.9, dtype=ms.float32), x_((4, 3), dt))
    case("bn1d_m0_" + n, bn_steps, lambda: nn.BatchNorm1d(3, momentum=0.0), x_((4, 3), dt))
    case("bn1d_m1_" + n, bn_steps, lambda: nn.BatchNorm1d(3, momentum=1.0), x_((4, 3), dt))
    case("bn2d_pdt_" + n, bn_steps, lambda: nn.BatchNorm2d(2, dtype=pdt), x_((2, 2, 2, 2), dt))
    case("bn1d_batch1_" + n, bn_steps, lambda: nn.BatchNorm1d(3), x_((1, 3), dt))
    case("bn2d_single_" + n, bn_steps, lambda: nn.BatchNorm2d(2), x_((1, 2, 1, 1), dt))
    case("bn2d_nhwc_" + n, bn_steps, lambda: nn.BatchNorm2d(2, data_format="NHWC"), x_((2, 2, 3, 2), dt))
    case("bn2d_init_" + n, bn_steps, lambda: nn.BatchNorm2d(2, gamma_init="ones", beta_init=Tensor(np.array([0.5, -0.5], np.float32)), moving_mean_init="ones", moving_var_init=Tensor(np.array([2.0, 3.0], np.float32))), x_((2, 2, 2, 2), dt), 1, False)
    case("bn3d_m_" + n, bn_steps, lambda: nn.BatchNorm3d(2, momentum=0.5), x_((2, 2, 2, 1, 2), dt))
    case("bn2d_ubsF_train_" + n, bn_steps, lambda: nn.BatchNorm2d(2, use_batch_statistics=False), x_((2, 2, 2, 2), dt))
    case("bn2d_ubsT_eval_" + n, bn_steps, lambda: nn.BatchNorm2d(2, use_batch_statistics=True), x_((2, 2, 2, 2), dt), 2, False)
    case("in1d_" + n, lambda: nn.InstanceNorm1d(2, affine=False)(x_((2, 2, 3), dt)))
    case("ln_noaffine_" + n, lambda: nn.LayerNorm((3,), gamma_init="zeros", beta_init="ones", dtype=pdt)(x_((2, 3), dt)))
    case("gn_eps_" + n, lambda: nn.GroupNorm(2, 4, eps=0.5)(x_((1, 4, 2), dt)))
    case("dense_1d_" + n, lambda: nn.Dense(3, 2, weight_init="ones", bias_init="ones", dtype=pdt)(x_((3,), dt)))
    case("dense_4d_" + n, lambda: nn.Dense(3, 2, weight_init="ones", bias_init="zeros", dtype=pdt)(x_((2, 1, 2, 3), dt)))
    case("dense_1d_grad_" + n, lambda: ops.GradOperation(get_all=True)(nn.Dense(3, 2, weight_init="ones", bias_init="ones", dtype=pdt))(x_((3,), dt)))

ids = Tensor(np.array([[0, 2, 4], [1, 1, 3]], np.int32))
def emb(**kw):
    e = nn.Embedding(5, 3, embedding_table=Tensor(np.arange(15).reshape(5, 3).astype(np.float32) * 0.5 - 3), **kw)
    return e
case("emb_basic", lambda: emb()(ids))
case("emb_onehot", lambda: emb(use_one_hot=True)(ids))
case("emb_pad", lambda: emb(padding_idx=1)(ids))
case("emb_pad_neg", lambda: emb(padding_idx=-1)(ids))
case("emb_pad_table", lambda: emb(padding_idx=1).embedding_table.value())
case("emb_pad_grad", lambda: ops.GradOperation(get_by_list=True)(emb(padding_idx=1), emb(padding_idx=1).trainable_params())(ids))
def emb_grad(**kw):
    e = emb(**kw)
    return ops.GradOperation(get_by_list=True)(e, e.trainable_params())(ids)
case("emb_grad", emb_grad)
case("emb_pad_grad2", emb_grad, padding_idx=1)
case("emb_onehot_grad", emb_grad, use_one_hot=True)
case("emb_int64_ids", lambda: emb()(Tensor(np.array([4, 0], np.int64))))
case("emb_oob", lambda: emb()(Tensor(np.array([5, 0], np.int32))))
case("emb_neg", lambda: emb()(Tensor(np.array([-1, 0], np.int32))))
case("emb_float_ids", lambda: emb()(Tensor(np.array([1.0, 0.0], np.float32))))
case("emb_pad_oob", lambda: nn.Embedding(5, 3, padding_idx=5))
case("emb_dtype16", lambda: nn.Embedding(5, 3, dtype=ms.float16, embedding_table="ones")(ids).dtype)

x4 = x_((1, 1, 4, 4), s=0.9)
case("maxpool_idx", lambda: nn.MaxPool2d(2, 2, return_indices=True)(x4))
case("maxpool_idx_pad", lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1, return_indices=True)(x4))
case("maxpool_dil", lambda: nn.MaxPool2d(2, 1, pad_mode="pad", dilation=2)(x4))
case("maxpool1d_idx", lambda: nn.MaxPool1d(2, 2, return_indices=True)(x_((1, 2, 6), s=0.9)))
case("maxpool_3d_input", lambda: nn.MaxPool2d(2, 2)(x_((1, 4, 4), s=0.9)))
case("avgpool_3d_input", lambda: nn.AvgPool2d(2, 2)(x_((1, 4, 4), s=0.9)))
case("avgpool1d_2d_input", lambda: nn.AvgPool1d(2, 2)(x_((2, 6), s=0.9)))
case("adavg_none", lambda: nn.AdaptiveAvgPool2d((None, 2))(x_((1, 1, 3, 4))))
case("admax_idx", lambda: nn.AdaptiveMaxPool2d(2, return_indices=True)(x_((1, 1, 4, 4), s=0.9)))
case("maxunpool", lambda: nn.MaxUnpool2d(2, 2)(*nn.MaxPool2d(2, 2, return_indices=True)(x4)))

case("dropout_p1", lambda: nn.Dropout(p=1.0))
case("dropout_keep", lambda: nn.Dropout(keep_prob=0.9).p)
case("dropout_both", lambda: nn.Dropout(keep_prob=0.9, p=0.5).p)
case("dropout_p_int", lambda: nn.Dropout(p=1))
case("dropout_eval_f16", lambda: nn.Dropout(p=0.3)(x_((2, 2), np.float16)))
case("dropout_train_p0", lambda: nn.Dropout(p=0.0).set_train(True)(x_((2, 2))))
case("flatten_bad", lambda: nn.Flatten(start_dim=2, end_dim=1)(x_((2, 3, 4))))
case("flatten_0d", lambda: nn.Flatten()(Tensor(3.0)))
case("flatten_1d", lambda: nn.Flatten()(x_((4,))))
case("unflatten", lambda: nn.Unflatten(1, (2, -1))(x_((2, 6))))
case("identity", lambda: nn.Identity()(x_((2,))))
case("chshuffle", lambda: nn.ChannelShuffle(2)(x_((1, 4, 1, 2))))

lg3 = x_((2, 4, 3), s=0.7)
lab3 = Tensor(np.array([[1, 0, 3], [2, 2, 0]], np.int32))
for red in ("mean", "sum", "none"):
    case("ce3d_" + red, lambda: nn.CrossEntropyLoss(reduction=red)(lg3, lab3))
    case("ce3d_w_ign_" + red, lambda: nn.CrossEntropyLoss(weight=Tensor(np.array([1.0, 2.0, 0.5, 1.5], np.float32)), ignore_index=2, reduction=red)(lg3, lab3))
    case("ce3d_ls_" + red, lambda: nn.CrossEntropyLoss(label_smoothing=0.1, ignore_index=0, reduction=red)(lg3, lab3))
    case("nll3d_" + red, lambda: nn.NLLLoss(reduction=red)(ops.log_softmax(lg3, 1), lab3))
case("ce1d", lambda: nn.CrossEntropyLoss()(x_((4,), s=0.7), Tensor(np.array(2, np.int32))))
case("ce_int64", lambda: nn.CrossEntropyLoss()(x_((2, 4), s=0.7), Tensor(np.array([1, 3], np.int64))))
case("ce_all_ignored", lambda: nn.CrossEntropyLoss(ignore_index=1)(x_((2, 4), s=0.7), Tensor(np.array([1, 1], np.int32))))
case("ce_f16", lambda: nn.CrossEntropyLoss(label_smoothing=0.2)(x_((2, 4), np.float16, 0.7), Tensor(np.array([1, 3], np.int32))))
