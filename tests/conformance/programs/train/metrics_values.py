"""nn metrics: values, return types and errors of MindSpore 2.10's Accuracy, Top-k, Loss, MAE/MSE,
Precision, Recall, Fbeta/F1, rearrange_inputs and get_metric_fn."""
import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import metrics as tm
from _conf import emit, emit_error

logits = np.array([[0.2, 0.5, 0.3], [0.6, 0.3, 0.1], [0.1, 0.2, 0.7], [0.4, 0.45, 0.15],
                   [0.9, 0.05, 0.05], [0.3, 0.3, 0.4]], np.float32)
labels = np.array([1, 0, 2, 0, 1, 2], np.int32)
onehot = np.eye(3, dtype=np.float32)[labels]
x, y = ms.Tensor(logits), ms.Tensor(labels)

acc = nn.Accuracy()
emit_error("acc_eval_before_update", acc.eval)
acc.update(x, y)
emit("acc_one_batch", acc.eval())
acc.update(ms.Tensor(logits[:2]), ms.Tensor(onehot[:2]))
emit("acc_two_batches_onehot", acc.eval())
emit_error("acc_class_mismatch", acc.update, ms.Tensor(logits[:, :2]), ms.Tensor(labels[:] % 2))
emit_error("acc_bad_shape", nn.Accuracy().update, x, ms.Tensor(labels[:4]))
emit_error("acc_one_input", nn.Accuracy().update, x)
emit_error("acc_bad_type", nn.Accuracy, "regression")
emit_error("acc_bad_data", nn.Accuracy().update, "a", "b")
ml = nn.Accuracy("multilabel")
ml.update(np.array([[1, 0, 1], [0, 1, 1]]), np.array([[1, 0, 1], [0, 1, 0]]))
emit("acc_multilabel", ml.eval())
emit("acc_call", nn.Accuracy()(x, y))
emit("acc_list_input", nn.Accuracy()([[0.1, 0.9], [0.8, 0.2]], [1, 1]))

top1, top2 = nn.Top1CategoricalAccuracy(), nn.TopKCategoricalAccuracy(2)
top1.update(x, y)
top2.update(x, y)
emit("top1", top1.eval())
emit("top2", top2.eval())
emit_error("top5_before_update", nn.Top5CategoricalAccuracy().eval)
emit_error("topk_zero", nn.TopKCategoricalAccuracy, 0)
emit_error("topk_float", nn.TopKCategoricalAccuracy, 2.0)

loss = nn.Loss()
loss.update(ms.Tensor(np.array(0.5, np.float32)))
loss.update(ms.Tensor(np.array([0.25, 1.0], np.float32)))
emit("loss_mean", loss.eval())
emit_error("loss_2d", nn.Loss().update, ms.Tensor(np.ones((2, 2), np.float32)))
emit_error("loss_before_update", nn.Loss().eval)

pred = ms.Tensor(np.array([[0.1, 0.2], [0.5, 0.5], [1.0, -1.0]], np.float32))
true = ms.Tensor(np.array([[0.0, 0.5], [0.5, 1.0], [2.0, -1.0]], np.float32))
mae, mse = nn.MAE(), nn.MSE()
mae.update(pred, true)
mse.update(pred, true)
emit("mae", mae.eval())
emit("mse", mse.eval())
emit_error("mse_before_update", nn.MSE().eval)

for name, m in (("precision", nn.Precision()), ("recall", nn.Recall()), ("f1", nn.F1()), ("fbeta", nn.Fbeta(0.5))):
    emit_error(name + "_before_update", m.eval)
    m.update(x, y)
    emit(name, m.eval())
    emit(name + "_avg", m.eval(average=True))
    emit_error(name + "_bad_average", m.eval, average=1)
emit_error("precision_label_out_of_range", nn.Precision().update, x, ms.Tensor(np.array([0, 1, 2, 3, 0, 1])))
emit_error("fbeta_zero", nn.Fbeta, 0)
pm = nn.Precision("multilabel")
pm.update(np.array([[1, 0, 1], [0, 1, 1]]), np.array([[1, 0, 1], [0, 1, 0]]))
emit("precision_multilabel", pm.eval())
emit("precision_multilabel_avg", pm.eval(average=True))
emit_error("multilabel_not_binary", nn.Recall("multilabel").update, np.array([[0.5, 1]]), np.array([[1, 0]]))


class Chosen(nn.Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self.seen = []

    @nn.rearrange_inputs
    def update(self, *inputs):
        self.seen = [int(np.asarray(i.asnumpy() if hasattr(i, "asnumpy") else i).sum()) for i in inputs]

    def eval(self):
        return self.seen


c = Chosen().set_indexes([2, 0])
c.update(ms.Tensor(np.array([1])), ms.Tensor(np.array([2])), ms.Tensor(np.array([3])))
emit("rearranged", c.eval())
emit_error("set_indexes_bad", Chosen().set_indexes, (0, 1))
emit("get_metric_fn", type(nn.get_metric_fn("top_1_accuracy")).__name__)
emit_error("get_metric_fn_unknown", nn.get_metric_fn, "nope")
emit("train_metrics_module", type(tm.get_metric_fn("acc")).__name__)
emit_error("abstract_metric", nn.Metric)

seg_pred = np.array([[0.2, 0.1, 0.8], [0.9, 0.4, 0.3]], np.float32)
seg_true = np.array([[0.0, 0.0, 1.0], [1.0, 1.0, 0.0]], np.float32)
dice = nn.Dice(smooth=1e-5)
dice.update(ms.Tensor(seg_pred), ms.Tensor(seg_true))
emit("dice", dice.eval())
emit_error("dice_shape", nn.Dice().update, ms.Tensor(seg_pred), ms.Tensor(seg_true[:1]))
emit_error("dice_smooth_int", nn.Dice, 1)
probs = np.array([[0.2, 0.5, 0.3], [0.6, 0.3, 0.1], [0.1, 0.2, 0.7]], np.float32)
ppl = nn.Perplexity(ignore_label=None)
ppl.update(ms.Tensor(probs), ms.Tensor(np.array([1, 0, 2])))
emit("perplexity", ppl.eval())
ppl = nn.Perplexity(ignore_label=2)
ppl.update(ms.Tensor(probs), ms.Tensor(np.array([1, 0, 2])))
emit("perplexity_ignore", ppl.eval())
emit_error("perplexity_before_update", nn.Perplexity().eval)
for red in ("none", "sum", "mean"):
    cs = nn.CosineSimilarity(reduction=red)
    cs.update(np.array([[1.0, 3.0, 4.0, 7.0], [2.0, 4.0, 2.0, 5.0], [3.0, 1.0, 5.0, 8.0]]))
    emit("cosine_" + red, cs.eval())
cs = nn.CosineSimilarity(similarity="dot", zero_diagonal=False)
cs.update(np.array([[1.0, 2.0], [3.0, 4.0]]))
emit("dot_similarity", cs.eval())
emit_error("cosine_bad_reduction", nn.CosineSimilarity, reduction="max")
emit_error("cosine_before_update", nn.CosineSimilarity().eval)
emit("metric_fn_dice", type(nn.get_metric_fn("dice")).__name__)

roc = nn.ROC(pos_label=2)
roc.update(ms.Tensor(np.array([1, 2, 3, 4])), ms.Tensor(np.array([1, 2, 2, 3])))
fpr, tpr, thr = roc.eval()
emit("roc_binary", (fpr, tpr, thr))
emit("auc_binary", nn.auc(fpr, tpr))
roc = nn.ROC(class_num=4)
roc.update(ms.Tensor(np.array([[0.75, 0.05, 0.05, 0.05], [0.05, 0.75, 0.05, 0.05], [0.05, 0.05, 0.75, 0.05],
                               [0.05, 0.05, 0.05, 0.75]], np.float32)), ms.Tensor(np.array([0, 1, 2, 3])))
fpr, tpr, thr = roc.eval()
emit("roc_multiclass", (fpr, tpr, thr))
emit_error("roc_before_update", nn.ROC().eval)
emit_error("roc_no_negative", nn.ROC(pos_label=1), ms.Tensor(np.array([0.1, 0.9])), ms.Tensor(np.array([1, 1])))
emit_error("roc_class_num", nn.ROC(class_num=3).update, ms.Tensor(np.ones((2, 4), np.float32)),
           ms.Tensor(np.array([0, 1])))
emit("auc_decreasing", nn.auc(np.array([1.0, 0.5, 0.0]), np.array([1.0, 0.5, 0.25])))
emit("auc_reorder", nn.auc(np.array([0.5, 0.0, 1.0]), np.array([0.5, 0.25, 1.0]), reorder=True))
emit_error("auc_not_monotonic", nn.auc, np.array([0.0, 1.0, 0.5]), np.array([0.0, 1.0, 0.5]))
emit_error("auc_list", nn.auc, [0.0, 1.0], [0.0, 1.0])
emit_error("auc_one_point", nn.auc, np.array([1.0]), np.array([1.0]))

cm_pred = ms.Tensor(np.array([1, 0, 1, 0, 1, 1]))
cm_true = ms.Tensor(np.array([1, 0, 0, 1, 1, 1]))
for norm in ("no_norm", "target", "prediction", "all"):
    cm = nn.ConfusionMatrix(num_classes=2, normalize=norm)
    cm.update(cm_pred, cm_true)
    emit("confusion_" + norm, cm.eval())
cm = nn.ConfusionMatrix(num_classes=3, normalize="target")
cm.update(ms.Tensor(logits), ms.Tensor(labels))
emit("confusion_from_scores", cm.eval())
cm = nn.ConfusionMatrix(num_classes=2)
cm.update(ms.Tensor(np.array([0.2, 0.7, 0.5], np.float32)), ms.Tensor(np.array([0, 1, 0])))
emit("confusion_threshold", cm.eval())
emit_error("confusion_bad_normalize", nn.ConfusionMatrix, 2, normalize="label")
emit_error("confusion_before_update", nn.ConfusionMatrix(2).eval)
cands = [["i", "have", "a", "pen", "on", "my", "desk"]]
refs = [[["i", "have", "a", "pen", "in", "my", "desk"], ["there", "is", "a", "pen", "on", "the", "desk"]]]
for n, smooth in ((4, False), (2, True), (1, False)):
    bleu = nn.BleuScore(n_gram=n, smooth=smooth)
    bleu.update(cands, refs)
    emit(f"bleu_{n}_{smooth}", bleu.eval())
bleu = nn.BleuScore()
bleu.update([["a", "b"]], [[["c", "d", "e"]]])
emit("bleu_no_match", bleu.eval())
emit_error("bleu_n_gram", nn.BleuScore, n_gram=5)
emit_error("bleu_lengths", nn.BleuScore().update, cands, refs * 2)
