"""Call-time input checks of the most used layers and losses inside a Cell (mode from $MODE): wrong channel / feature
sizes, ranks, dtypes (int / float64 / float16 against float32 weights, bool), out-of-range indices, label dtypes and
shapes; what is computed, and the error class where refused."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from _h import case


class W(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *x):
        return self.layer(*x)


def run(mk, *args):
    net = mk()
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.05 * i
        if "variance" in p.name:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    w = W(net)
    w.set_train(False)
    return w(*args)


def t(shape, dt=np.float32):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 5).astype(dt))


CASES = [
    ("dense_wrong_in", lambda: nn.Dense(3, 2), t((2, 4))),
    ("dense_1d_in", lambda: nn.Dense(3, 2), t((3,))),
    ("dense_0d_in", lambda: nn.Dense(1, 2), t(())),
    ("dense_int_in", lambda: nn.Dense(3, 2), t((2, 3), np.int32)),
    ("dense_f64_in", lambda: nn.Dense(3, 2), t((2, 3), np.float64)),
    ("dense_bool_in", lambda: nn.Dense(3, 2), t((2, 3), np.bool_)),
    ("dense_4d_in", lambda: nn.Dense(3, 2), t((2, 1, 2, 3))),
    ("dense_empty_batch", lambda: nn.Dense(3, 2), t((0, 3))),
    ("conv_wrong_c", lambda: nn.Conv2d(3, 2, 2), t((1, 2, 4, 4))),
    ("conv_3d_in", lambda: nn.Conv2d(3, 2, 2), t((3, 4, 4))),
    ("conv_5d_in", lambda: nn.Conv2d(3, 2, 2), t((1, 1, 3, 4, 4))),
    ("conv_int_in", lambda: nn.Conv2d(1, 1, 2), t((1, 1, 3, 3), np.int32)),
    ("conv_f64_in", lambda: nn.Conv2d(1, 1, 2), t((1, 1, 3, 3), np.float64)),
    ("conv_small_in", lambda: nn.Conv2d(1, 1, 3, pad_mode="valid"), t((1, 1, 2, 2))),
    ("conv_empty_batch", lambda: nn.Conv2d(1, 1, 2), t((0, 1, 3, 3))),
    ("conv1d_wrong_rank", lambda: nn.Conv1d(2, 2, 2), t((2, 4))),
    ("convT_wrong_c", lambda: nn.Conv2dTranspose(2, 1, 2), t((1, 3, 2, 2))),
    ("bn2d_wrong_c", lambda: nn.BatchNorm2d(3), t((1, 2, 2, 2))),
    ("bn2d_3d_in", lambda: nn.BatchNorm2d(2), t((2, 2, 2))),
    ("bn1d_3d_in", lambda: nn.BatchNorm1d(2), t((2, 2, 3))),
    ("bn1d_wrong_c", lambda: nn.BatchNorm1d(3), t((2, 2))),
    ("bn2d_int_in", lambda: nn.BatchNorm2d(1), t((1, 1, 2, 2), np.int32)),
    ("bn2d_f16_in", lambda: nn.BatchNorm2d(1), t((1, 1, 2, 2), np.float16)),
    ("bn2d_f64_in", lambda: nn.BatchNorm2d(1), t((1, 1, 2, 2), np.float64)),
    ("ln_wrong_shape", lambda: nn.LayerNorm((4,)), t((2, 3))),
    ("ln_int_in", lambda: nn.LayerNorm((3,)), t((2, 3), np.int32)),
    ("ln_f16_in", lambda: nn.LayerNorm((3,)), t((2, 3), np.float16)),
    ("emb_float_idx", lambda: nn.Embedding(5, 2), t((2,), np.float32)),
    ("emb_oob_idx", lambda: nn.Embedding(5, 2), Tensor(np.array([1, 7], np.int32))),
    ("emb_neg_idx", lambda: nn.Embedding(5, 2), Tensor(np.array([1, -1], np.int32))),
    ("emb_int64_idx", lambda: nn.Embedding(5, 2), Tensor(np.array([[1, 4]], np.int64))),
    ("emb_0d_idx", lambda: nn.Embedding(5, 2), Tensor(3, ms.int32)),
    ("lstm_wrong_in", lambda: nn.LSTM(3, 2), t((2, 1, 4))),
    ("lstm_2d_in", lambda: nn.LSTM(3, 2), t((2, 3))),
    ("gru_f16_in", lambda: nn.GRU(3, 2), t((2, 1, 3), np.float16)),
    ("lstm_int_in", lambda: nn.LSTM(3, 2), t((2, 1, 3), np.int32)),
    ("maxpool_3d_in", lambda: nn.MaxPool2d(2, 2), t((1, 4, 4))),
    ("maxpool_int_in", lambda: nn.MaxPool2d(2, 2), t((1, 1, 4, 4), np.int32)),
    ("maxpool_f64_in", lambda: nn.MaxPool2d(2, 2), t((1, 1, 4, 4), np.float64)),
    ("avgpool_3d_in", lambda: nn.AvgPool2d(2, 2), t((1, 4, 4))),
    ("avgpool_int_in", lambda: nn.AvgPool2d(2, 2), t((1, 1, 4, 4), np.int32)),
    ("avgpool_small", lambda: nn.AvgPool2d(3, 1), t((1, 1, 2, 2))),
    ("flatten_1d", lambda: nn.Flatten(), t((3,))),
    ("flatten_0d", lambda: nn.Flatten(), t(())),
    ("flatten_int", lambda: nn.Flatten(), t((2, 2, 2), np.int32)),
    ("relu_int", lambda: nn.ReLU(), t((2, 2), np.int32)),
    ("relu_bool", lambda: nn.ReLU(), t((2, 2), np.bool_)),
    ("relu6_int", lambda: nn.ReLU6(), t((2, 2), np.int32)),
    ("leaky_int", lambda: nn.LeakyReLU(0.2), t((2, 2), np.int32)),
    ("sigmoid_int", lambda: nn.Sigmoid(), t((2, 2), np.int32)),
    ("tanh_int", lambda: nn.Tanh(), t((2, 2), np.int32)),
    ("softmax_int", lambda: nn.Softmax(), t((2, 2), np.int32)),
    ("softmax_f64", lambda: nn.Softmax(), t((2, 2), np.float64)),
    ("logsoftmax_int", lambda: nn.LogSoftmax(), t((2, 2), np.int32)),
    ("gelu_int", lambda: nn.GELU(), t((2, 2), np.int32)),
    ("hswish_int", lambda: nn.HSwish(), t((2, 2), np.int32)),
    ("dropout_int_eval", lambda: nn.Dropout(p=0.5), t((2, 2), np.int32)),
    ("dropout_bool_eval", lambda: nn.Dropout(p=0.5), t((2, 2), np.bool_)),
    ("sce_sparse_int64", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), t((2, 3)), Tensor(np.array([0, 2], np.int64))),
    ("sce_sparse_float_lbl", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), t((2, 3)), Tensor(np.array([0, 2], np.float32))),
    ("sce_sparse_oob", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), t((2, 3)), Tensor(np.array([0, 5], np.int32))),
    ("sce_sparse_2d_lbl", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), t((2, 3)), Tensor(np.array([[0], [2]], np.int32))),
    ("sce_dense_shape", lambda: nn.SoftmaxCrossEntropyWithLogits(), t((2, 3)), t((2, 2))),
    ("sce_dense_int_lbl", lambda: nn.SoftmaxCrossEntropyWithLogits(), t((2, 3)), t((2, 3), np.int32)),
    ("sce_int_logits", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), t((2, 3), np.int32), Tensor(np.array([0, 2], np.int32))),
    ("sce_f16", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), t((2, 3), np.float16), Tensor(np.array([0, 2], np.int32))),
    ("sce_3d", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), t((2, 2, 3)), Tensor(np.array([[0, 2], [1, 1]], np.int32))),
    ("mse_broadcast", lambda: nn.MSELoss(), t((2, 3)), t((3,))),
    ("mse_bad_shape", lambda: nn.MSELoss(), t((2, 3)), t((2,))),
    ("mse_int", lambda: nn.MSELoss(), t((2, 3), np.int32), t((2, 3), np.int32)),
    ("mse_mixed", lambda: nn.MSELoss(), t((2, 3), np.float16), t((2, 3))),
    ("l1_int", lambda: nn.L1Loss(), t((2, 3), np.int32), t((2, 3), np.int32)),
    ("l1_broadcast", lambda: nn.L1Loss(reduction="none"), t((2, 3)), t((1, 3))),
    ("smoothl1_shape", lambda: nn.SmoothL1Loss(), t((2, 3)), t((1, 3))),
    ("smoothl1_int", lambda: nn.SmoothL1Loss(), t((2, 3), np.int32), t((2, 3), np.int32)),
    ("bce_shape", lambda: nn.BCELoss(), t((2, 3)) / 5, t((1, 3)) / 5),
    ("bcelogits_shape", lambda: nn.BCEWithLogitsLoss(), t((2, 3)), t((1, 3))),
    ("bcelogits_int_lbl", lambda: nn.BCEWithLogitsLoss(), t((2, 3)), t((2, 3), np.int32)),
    ("ce_int64_lbl", lambda: nn.CrossEntropyLoss(), t((2, 3)), Tensor(np.array([0, 2], np.int64))),
    ("ce_oob", lambda: nn.CrossEntropyLoss(), t((2, 3)), Tensor(np.array([0, 3], np.int32))),
    ("ce_f64", lambda: nn.CrossEntropyLoss(), t((2, 3), np.float64), Tensor(np.array([0, 2], np.int32))),
    ("ce_3d", lambda: nn.CrossEntropyLoss(), t((2, 3, 2)), Tensor(np.array([[0, 2], [1, 1]], np.int32))),
    ("nll_int64", lambda: nn.NLLLoss(), t((2, 3)), Tensor(np.array([0, 2], np.int64))),
]
for row in CASES:
    nm, mk, *args = row
    case(nm, lambda mk=mk, args=args: run(mk, *args))
