"""RNN / LSTM / GRU variants (num_layers, bidirectional, batch_first, has_bias, initial states, seq_length) and loss
Cells (reduction, weight, ignore_index, label_smoothing): forward and gradients (inputs + parameters)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


def det(cell, scale=0.1):
    for i, (n, p) in enumerate(cell.parameters_and_names()):
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


class Sum(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *x):
        out = self.net(*x)
        if isinstance(out, tuple):
            s = 0
            for o in out:
                s = s + (o * o).sum()
            return s
        return (out * out).sum()


def run(label, mk, *inps, grad=True):
    case(label + "_fwd", lambda: det(mk())(*inps))
    if grad:
        case(label + "_grad", lambda: G(Sum(det(mk())))(*inps))


for dt in (np.float32, np.float16):
    n = np.dtype(dt).name
    for cls in (nn.RNN, nn.GRU, nn.LSTM):
        c = cls.__name__
        run(f"{c}_basic_{n}", lambda: cls(3, 2), x_((4, 2, 3), dt))
        run(f"{c}_bf_{n}", lambda: cls(3, 2, batch_first=True), x_((2, 4, 3), dt))
        run(f"{c}_bi_{n}", lambda: cls(3, 2, bidirectional=True), x_((4, 2, 3), dt))
        run(f"{c}_2l_{n}", lambda: cls(3, 2, num_layers=2), x_((4, 2, 3), dt))
        run(f"{c}_2l_bi_bf_{n}", lambda: cls(3, 2, num_layers=2, bidirectional=True, batch_first=True), x_((2, 3, 3), dt))
        run(f"{c}_nobias_{n}", lambda: cls(3, 2, has_bias=False), x_((4, 2, 3), dt))
        if c == "LSTM":
            run(f"{c}_h0_{n}", lambda: cls(3, 2, num_layers=2), x_((4, 2, 3), dt), (x_((2, 2, 2), dt, 0.5), x_((2, 2, 2), dt, 0.9)))
            run(f"{c}_seqlen_{n}", lambda: cls(3, 2, batch_first=True), x_((2, 4, 3), dt), (x_((1, 2, 2), dt, 0.5), x_((1, 2, 2), dt, 0.9)), Tensor(np.array([4, 2], np.int32)))
        else:
            run(f"{c}_h0_{n}", lambda: cls(3, 2, num_layers=2), x_((4, 2, 3), dt), x_((2, 2, 2), dt, 0.5))
            run(f"{c}_seqlen_{n}", lambda: cls(3, 2, batch_first=True), x_((2, 4, 3), dt), x_((1, 2, 2), dt, 0.5), Tensor(np.array([4, 2], np.int32)))
        run(f"{c}cell_{n}", lambda: getattr(nn, c + "Cell")(3, 2), x_((2, 3), dt), (x_((2, 2), dt, 0.5), x_((2, 2), dt, 0.9)) if c == "LSTM" else x_((2, 2), dt, 0.5))
    run("RNN_relu_" + n, lambda: nn.RNN(3, 2, nonlinearity="relu"), x_((4, 2, 3), dt))

# losses
lg = x_((3, 4), s=0.7)
lab = Tensor(np.array([1, 0, 3], np.int32))
lab_ign = Tensor(np.array([1, -100, 3], np.int32))
w4 = Tensor(np.array([0.5, 1.0, 2.0, 1.5], np.float32))
prob = Tensor(np.array([[0.2, 0.7], [0.9, 0.1], [0.5, 0.5]], np.float32))
tgt = Tensor(np.array([[0.0, 1.0], [1.0, 0.0], [1.0, 1.0]], np.float32))
a, b = x_((2, 3), s=0.4), x_((2, 3), s=1.1)


class LG(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss
        self.g = ops.GradOperation(get_all=True)

    def construct(self, *x):
        return self.g(self.loss)(*x)


def lrun(label, mk, *inps):
    case(label, lambda: mk()(*inps))
    case(label + "_grad", lambda: LG(mk())(*inps))


for red in ("mean", "sum", "none"):
    lrun("ce_" + red, lambda: nn.CrossEntropyLoss(reduction=red), lg, lab)
    lrun("ce_w_" + red, lambda: nn.CrossEntropyLoss(weight=w4, reduction=red), lg, lab)
    lrun("ce_ign_" + red, lambda: nn.CrossEntropyLoss(weight=w4, ignore_index=3, reduction=red), lg, lab)
    lrun("ce_ign100_" + red, lambda: nn.CrossEntropyLoss(reduction=red), lg, lab_ign)
    lrun("ce_ls_" + red, lambda: nn.CrossEntropyLoss(label_smoothing=0.2, reduction=red), lg, lab)
    lrun("ce_ls_w_" + red, lambda: nn.CrossEntropyLoss(weight=w4, label_smoothing=0.1, reduction=red), lg, lab)
    lrun("ce_prob_" + red, lambda: nn.CrossEntropyLoss(reduction=red), lg, ops.softmax(x_((3, 4), s=0.2), -1))
    lrun("nll_" + red, lambda: nn.NLLLoss(weight=w4, ignore_index=0, reduction=red), ops.log_softmax(lg, -1), lab)
    lrun("bce_" + red, lambda: nn.BCELoss(reduction=red), prob, tgt)
    lrun("bcelogits_" + red, lambda: nn.BCEWithLogitsLoss(reduction=red, pos_weight=Tensor(np.array([2.0, 0.5], np.float32))), a[:, :2] * 2, tgt[:2])
    lrun("mse_" + red, lambda: nn.MSELoss(reduction=red), a, b)
    lrun("l1_" + red, lambda: nn.L1Loss(reduction=red), a, b)
    lrun("smoothl1_" + red, lambda: nn.SmoothL1Loss(beta=0.5, reduction=red), a, b)
    lrun("huber_" + red, lambda: nn.HuberLoss(reduction=red, delta=0.7), a, b)
    lrun("kldiv_" + red if red != "mean" else "kldiv_batchmean", lambda: nn.KLDivLoss(reduction=red if red != "mean" else "batchmean"), ops.log_softmax(a, -1), ops.softmax(b, -1))
    lrun("softmargin_" + red, lambda: nn.SoftMarginLoss(reduction=red), a, Tensor(np.sign(b.asnumpy())))
    lrun("multimargin_" + red, lambda: nn.MultiMarginLoss(p=2, margin=0.5, reduction=red), lg, lab)
    lrun("multilabelmargin_" + red, lambda: nn.MultiLabelSoftMarginLoss(reduction=red), a, Tensor((b.asnumpy() > 0).astype(np.float32)))
    lrun("cosemb_" + red, lambda: nn.CosineEmbeddingLoss(margin=0.1, reduction=red), a, b, Tensor(np.array([1, -1], np.int32)))
    lrun("marginrank_" + red, lambda: nn.MarginRankingLoss(margin=0.2, reduction=red), a, b, Tensor(np.sign(a.asnumpy() - 0.3)))
    lrun("poissonnll_" + red, lambda: nn.PoissonNLLLoss(reduction=red), a, ops.abs(b))
    lrun("gaussnll_" + red, lambda: nn.GaussianNLLLoss(reduction=red), a, b, ops.abs(a) + 0.1)
    lrun("triplet_" + red, lambda: nn.TripletMarginLoss(margin=0.5, reduction=red), a, b, a * 0.5)
    lrun("hinge_emb_" + red, lambda: nn.HingeEmbeddingLoss(margin=1.0, reduction=red), a, Tensor(np.sign(b.asnumpy())))
    lrun("ctc_" + red, lambda: nn.CTCLoss(blank=0, reduction=red), ops.log_softmax(x_((5, 2, 4), s=0.37), -1), Tensor(np.array([[1, 2], [3, 3]], np.int32)), Tensor(np.array([5, 4], np.int32)), Tensor(np.array([2, 2], np.int32)))
for dt in (np.float16, np.float64):
    n = np.dtype(dt).name
    lrun("ce_" + n, lambda: nn.CrossEntropyLoss(), x_((3, 4), dt, 0.7), lab)
    lrun("mse_" + n, lambda: nn.MSELoss(), x_((2, 3), dt), x_((2, 3), dt, 1.1))
    lrun("bcelogits_" + n, lambda: nn.BCEWithLogitsLoss(), x_((3, 2), dt), Tensor(tgt.asnumpy().astype(dt)))
    lrun("smoothl1_" + n, lambda: nn.SmoothL1Loss(), x_((2, 3), dt), x_((2, 3), dt, 1.1))
    lrun("bce_" + n, lambda: nn.BCELoss(), Tensor(prob.asnumpy().astype(dt)), Tensor(tgt.asnumpy().astype(dt)))
    lrun("kldiv_" + n, lambda: nn.KLDivLoss(reduction="sum"), x_((2, 3), dt) * 0.1 - 2, Tensor(np.full((2, 3), 0.2, dt)))
