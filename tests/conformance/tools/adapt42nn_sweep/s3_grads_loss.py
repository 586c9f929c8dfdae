"""Gradients (input and weights) of nn layers built with non-default constructor arguments, losses with non-default
arguments over dtypes, and metrics (Top1 / Top5 / Accuracy / Loss / MAE / MSE ...) as model code uses them; mode from
$MODE (gradients inside ms.grad / GradOperation over a Cell: Graph mode compiles them)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from _h import case


def xs(shape, dtype=np.float32, k=7, d=4):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k - k // 2).astype(dtype) / d)


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.05 * i
        if "variance" in p.name:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


class Sum(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        y = self.layer(x)
        if isinstance(y, tuple):
            y = y[0]
        return (y * y).sum()


def grads(mk, shape, train=False, dtype=np.float32):
    net = Sum(setw(mk()))
    net.set_train(train)
    params = net.trainable_params()
    gf = ms.grad(net, grad_position=0, weights=params)
    gx, gw = gf(xs(shape, dtype))
    return [gx] + [(p.name, g) for p, g in zip(params, gw)]


LAYERS = [
    ("conv_group_dil", lambda: nn.Conv2d(4, 2, 2, group=2, dilation=2, pad_mode="pad", padding=1, has_bias=True), (1, 4, 4, 4)),
    ("conv_stride_same", lambda: nn.Conv2d(2, 2, 3, stride=2, pad_mode="same"), (1, 2, 5, 5)),
    ("conv_pad4", lambda: nn.Conv2d(1, 2, (2, 3), pad_mode="pad", padding=(0, 1, 2, 0)), (1, 1, 3, 4)),
    ("conv1d_dil", lambda: nn.Conv1d(2, 2, 2, dilation=2, pad_mode="valid", has_bias=True), (2, 2, 5)),
    ("convT_group", lambda: nn.Conv2dTranspose(2, 4, 2, stride=2, group=2, has_bias=True), (1, 2, 2, 2)),
    ("convT_pad", lambda: nn.Conv2dTranspose(2, 1, 3, stride=2, pad_mode="pad", padding=1, dilation=1), (1, 2, 3, 3)),
    ("conv1dT_same", lambda: nn.Conv1dTranspose(2, 2, 2, stride=2, pad_mode="same", has_bias=True), (1, 2, 3)),
    ("dense_act_f64", lambda: nn.Dense(3, 2, activation="tanh", dtype=ms.float64), (2, 3), False, np.float64),
    ("dense_relu", lambda: nn.Dense(3, 2, activation="relu"), (2, 3)),
    ("bn2d_train", lambda: nn.BatchNorm2d(2, momentum=0.5, eps=1e-3), (2, 2, 2, 2), True),
    ("bn2d_eval", lambda: nn.BatchNorm2d(2, momentum=0.5), (2, 2, 2, 2), False),
    ("bn1d_ubs_false_train", lambda: nn.BatchNorm1d(3, use_batch_statistics=False), (4, 3), True),
    ("bn1d_ubs_true_eval", lambda: nn.BatchNorm1d(3, use_batch_statistics=True), (4, 3), False),
    ("bn2d_noaffine_train", lambda: nn.BatchNorm2d(2, affine=False), (2, 2, 2, 2), True),
    ("ln_begin1", lambda: nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1), (2, 3, 4)),
    ("ln_norm2_params1", lambda: nn.LayerNorm((3, 4), begin_norm_axis=2, begin_params_axis=1), (2, 3, 4)),
    ("gn", lambda: nn.GroupNorm(2, 4, eps=1e-3), (2, 4, 3)),
    ("prelu_ch", lambda: nn.PReLU(2, w=0.2), (2, 2, 3)),
    ("emb_pad", lambda: nn.Embedding(5, 2, padding_idx=0), None),
    ("lstm_bi_bf", lambda: nn.LSTM(2, 2, num_layers=1, bidirectional=True, batch_first=True), (2, 3, 2)),
    ("gru_2l", lambda: nn.GRU(2, 2, num_layers=2, has_bias=False), (3, 1, 2)),
    ("rnn_relu_bi", lambda: nn.RNN(2, 2, nonlinearity="relu", bidirectional=True), (3, 2, 2)),
    ("maxpool_pad_ceil", lambda: nn.MaxPool2d(2, 2, pad_mode="pad", padding=1, ceil_mode=True), (1, 1, 4, 5)),
    ("avgpool_pad_noinc", lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False), (1, 1, 5, 5)),
    ("avgpool1d_same", lambda: nn.AvgPool1d(3, 2, pad_mode="same"), (1, 2, 5)),
    ("maxpool1d_valid", lambda: nn.MaxPool1d(2, 1), (1, 2, 5)),
    ("adaptive_avg", lambda: nn.AdaptiveAvgPool2d((2, 3)), (1, 1, 5, 4)),
    ("adaptive_max", lambda: nn.AdaptiveMaxPool2d(2), (1, 1, 4, 5)),
    ("conv2dbnact_train", lambda: nn.Conv2dBnAct(2, 2, 2, has_bn=True, activation="relu", momentum=0.9), (2, 2, 3, 3), True),
    ("densebnact_train", lambda: nn.DenseBnAct(3, 2, has_bn=True, activation="sigmoid"), (4, 3), True),
    ("pad_reflect", lambda: nn.Pad(((0, 0), (0, 0), (1, 1), (2, 0)), mode="REFLECT"), (1, 1, 3, 3)),
    ("pad_symm", lambda: nn.Pad(((0, 0), (1, 2)), mode="SYMMETRIC"), (2, 3)),
    ("leaky03", lambda: nn.LeakyReLU(0.3), (2, 5)),
    ("hswish", lambda: nn.HSwish(), (2, 7)),
    ("gelu_approx", lambda: nn.GELU(approximate=True), (2, 5)),
    ("resize_bilinear_ac", lambda: nn.Upsample(scale_factor=2.0, mode="bilinear", align_corners=True), (1, 1, 2, 3)),
    ("mha_bf", lambda: nn.MultiheadAttention(4, 2, batch_first=True), None),
]
for row in LAYERS:
    nm, mk, shape, *rest = row
    if shape is None:
        continue
    train = rest[0] if rest else False
    dt = rest[1] if len(rest) > 1 else np.float32
    case(f"grad_{nm}", lambda mk=mk, shape=shape, train=train, dt=dt: grads(mk, shape, train, dt))


def emb_grad():
    net = setw(nn.Embedding(5, 2, padding_idx=0))

    def f(i):
        return (net(i) ** 2).sum()
    return ms.grad(f, None, net.trainable_params())(Tensor(np.array([[0, 1], [1, 4]], np.int32)))


case("grad_emb_pad", emb_grad)


class MHA(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = setw(nn.MultiheadAttention(4, 2, batch_first=True))

    def construct(self, q, k):
        o, w = self.m(q, k, k)
        return o.sum() + (w * w).sum()


case("grad_mha_bf", lambda: ms.grad(MHA(), (0, 1), MHA().trainable_params()[:1])(xs((1, 2, 4)), xs((1, 3, 4), k=5)))


# --- losses with non-default arguments -------------------------------------------------------------------------------
LOGITS = lambda dt=np.float32: xs((3, 4), dt, k=5, d=2)  # noqa: E731
SPARSE = Tensor(np.array([1, 3, 0], np.int32))
ONEHOT = lambda dt=np.float32: Tensor(np.eye(4, dtype=dt)[[1, 3, 0]])  # noqa: E731
LOSSES = [
    ("sce_sparse_mean", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), lambda dt: (LOGITS(dt), SPARSE)),
    ("sce_sparse_none", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), lambda dt: (LOGITS(dt), SPARSE)),
    ("sce_dense_sum", lambda: nn.SoftmaxCrossEntropyWithLogits(reduction="sum"), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("ce_ls_w", lambda: nn.CrossEntropyLoss(weight=Tensor(np.array([1.0, 2.0, 0.5, 1.0], np.float32)), label_smoothing=0.1), lambda dt: (LOGITS(dt), SPARSE)),
    ("ce_ignore", lambda: nn.CrossEntropyLoss(ignore_index=3, reduction="sum"), lambda dt: (LOGITS(dt), SPARSE)),
    ("ce_prob", lambda: nn.CrossEntropyLoss(label_smoothing=0.2), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("nll_w", lambda: nn.NLLLoss(weight=Tensor(np.array([1.0, 2.0, 0.5, 1.0], np.float32)), ignore_index=0), lambda dt: (LOGITS(dt), SPARSE)),
    ("bcelogits_w_pos", lambda: nn.BCEWithLogitsLoss(weight=Tensor(np.array([1.0, 2.0, 0.5, 1.0], np.float32)),
                                                      pos_weight=Tensor(np.array([2.0, 1.0, 1.0, 0.5], np.float32))), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("bcelogits_sum", lambda: nn.BCEWithLogitsLoss(reduction="sum"), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("bce_w", lambda: nn.BCELoss(weight=Tensor(np.array([1.0, 2.0, 0.5, 1.0], np.float32)), reduction="mean"),
     lambda dt: (Tensor((np.arange(12).reshape(3, 4) % 5 * 0.2 + 0.05).astype(dt)), ONEHOT(dt))),
    ("smoothl1_beta", lambda: nn.SmoothL1Loss(beta=0.5, reduction="sum"), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("smoothl1_none", lambda: nn.SmoothL1Loss(beta=2.0), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("l1_none", lambda: nn.L1Loss(reduction="none"), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("mse_sum", lambda: nn.MSELoss(reduction="sum"), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("huber_delta", lambda: nn.HuberLoss(delta=0.5), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("kldiv_batchmean", lambda: nn.KLDivLoss(reduction="batchmean"), lambda dt: (LOGITS(dt), Tensor(np.full((3, 4), 0.25, dt)))),
    ("softmargin", lambda: nn.SoftMarginLoss(), lambda dt: (LOGITS(dt), Tensor(np.where(np.eye(4)[[1, 3, 0]] > 0, 1, -1).astype(dt)))),
    ("multimargin_p2", lambda: nn.MultiMarginLoss(p=2, margin=0.5), lambda dt: (LOGITS(dt), Tensor(np.array([1, 3, 0], np.int64)))),
    ("focal", lambda: nn.FocalLoss(gamma=2.0), lambda dt: (xs((3, 4, 2), dt, k=5, d=2), Tensor(np.array([[1, 0], [3, 2], [0, 1]], np.int32)))),
    ("dice", lambda: nn.DiceLoss(smooth=1e-3), lambda dt: (Tensor((np.arange(12).reshape(3, 4) % 5 * 0.2).astype(dt)), ONEHOT(dt))),
    ("poisson_nll", lambda: nn.PoissonNLLLoss(log_input=False, full=True), lambda dt: (Tensor((np.arange(12).reshape(3, 4) % 5 * 0.5 + 0.1).astype(dt)), Tensor((np.arange(12).reshape(3, 4) % 3).astype(dt)))),
    ("cosine_emb", lambda: nn.CosineEmbeddingLoss(margin=0.2), lambda dt: (LOGITS(dt), xs((3, 4), dt, k=3), Tensor(np.array([1, -1, 1], np.int32)))),
    ("rmse", lambda: nn.RMSELoss(), lambda dt: (LOGITS(dt), ONEHOT(dt))),
    ("mae_mean", lambda: nn.MAELoss(reduction="mean"), lambda dt: (LOGITS(dt), ONEHOT(dt))),
]


class LossGrad(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def construct(self, *a):
        return self.loss(*a)


def loss_run(mk, args, dt):
    a = args(dt)
    net = LossGrad(mk())
    out = net(*a)
    g = ms.grad(net, 0)(*a)
    return out, g


for nm, mk, args in LOSSES:
    for dt in (np.float32, np.float16, np.float64):
        case(f"loss_{nm}_{np.dtype(dt).name}", lambda mk=mk, args=args, dt=dt: loss_run(mk, args, dt))


# --- metrics -------------------------------------------------------------------------------------------------------
def metric(m, *updates):
    for u in updates:
        m.update(*u)
    return m.eval()


P1 = Tensor(np.array([[0.1, 0.7, 0.2, 0.0, 0.0, 0.0], [0.3, 0.1, 0.2, 0.25, 0.05, 0.1], [0.05, 0.05, 0.3, 0.1, 0.2, 0.3]], np.float32))
L1 = Tensor(np.array([1, 3, 5], np.int32))
case("top1", lambda: metric(nn.Top1CategoricalAccuracy(), (P1, L1)))
case("top5", lambda: metric(nn.Top5CategoricalAccuracy(), (P1, L1)))
case("top2_onehot", lambda: metric(nn.TopKCategoricalAccuracy(2), (P1, Tensor(np.eye(6, dtype=np.float32)[[1, 3, 5]]))))
case("top1_two_updates", lambda: metric(nn.Top1CategoricalAccuracy(), (P1, L1), (P1, Tensor(np.array([0, 0, 2], np.int32)))))
case("top1_clear", lambda: (lambda m: (m.update(P1, L1), m.clear(), m.eval()))(nn.Top1CategoricalAccuracy()))
case("top5_numpy", lambda: metric(nn.Top5CategoricalAccuracy(), (P1.asnumpy(), L1.asnumpy())))
case("acc_cls", lambda: metric(nn.Accuracy("classification"), (P1, L1)))
case("acc_multilabel", lambda: metric(nn.Accuracy("multilabel"), (Tensor(np.array([[0, 1, 1], [1, 0, 1]], np.float32)), Tensor(np.array([[0, 1, 1], [1, 1, 1]], np.float32)))))
case("acc_empty", lambda: nn.Accuracy().eval())
case("acc_bad_type", lambda: nn.Accuracy("regression"))
case("acc_tie", lambda: metric(nn.Accuracy(), (Tensor(np.array([[0.5, 0.5], [0.2, 0.8]], np.float32)), Tensor(np.array([1, 1], np.int32)))))
case("loss_metric", lambda: metric(nn.Loss(), (Tensor(0.5, ms.float32),), (Tensor(1.5, ms.float32),)))
case("loss_metric_1d", lambda: metric(nn.Loss(), (Tensor(np.array([0.5], np.float32)),)))
case("loss_metric_2d", lambda: metric(nn.Loss(), (Tensor(np.array([[0.5]], np.float32)),)))
case("mae", lambda: metric(nn.MAE(), (Tensor(np.array([0.1, 0.2, 0.6, 0.9], np.float32)), Tensor(np.array([0.1, 0.25, 0.7, 0.9], np.float32)))))
case("mse", lambda: metric(nn.MSE(), (Tensor(np.array([0.1, 0.2, 0.6, 0.9], np.float32)), Tensor(np.array([0.1, 0.25, 0.7, 0.9], np.float32)))))
case("precision_multi", lambda: metric(nn.Precision("classification"), (P1, L1)))
case("recall_avg", lambda: nn.Recall("classification").__class__.__name__ and (lambda m: (m.update(P1, L1), m.eval(average=True)))(nn.Recall()))
case("f1", lambda: metric(nn.F1(), (P1, L1)))
case("topk_bad_k", lambda: nn.TopKCategoricalAccuracy(0))
case("topk_float_k", lambda: nn.TopKCategoricalAccuracy(2.0))
case("top1_bad_shape", lambda: metric(nn.Top1CategoricalAccuracy(), (P1, Tensor(np.array([1, 3], np.int32)))))
case("top1_empty_eval", lambda: nn.Top1CategoricalAccuracy().eval())
case("dice_metric", lambda: metric(nn.Dice(smooth=1e-5), (Tensor(np.array([[0.2, 0.5], [0.3, 0.1]], np.float32)), Tensor(np.array([[0, 1], [1, 0]], np.float32)))))
case("cm", lambda: metric(nn.ConfusionMatrix(num_classes=6), (P1, L1)))
case("roc_like_auc", lambda: nn.auc(np.array([0.0, 0.5, 1.0]), np.array([0.0, 0.75, 1.0])))
case("rank_metric_names", lambda: sorted(k for k in ("accuracy", "top_1_accuracy", "top_5_accuracy", "loss", "mae", "mse")
                                          if type(nn.get_metric_fn(k)).__name__))
