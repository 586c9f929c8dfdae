"""Metrics on edge inputs: Tensor dtypes (float16 / float64 / int32 / bool), numpy and list inputs, 0-d and one-sample
batches, repeated updates, clear(); mode-independent Python code (run in both modes anyway)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore import train as T
from _h import case

P = np.array([[0.2, 0.5, 0.3], [0.1, 0.1, 0.8], [0.6, 0.3, 0.1], [0.3, 0.3, 0.4]])
Y = np.array([1, 2, 1, 2])
Y1H = np.eye(3)[Y]


def run(m, *upd):
    def f():
        mm = m()
        mm.clear()
        for u in upd:
            mm.update(*u)
        r = mm.eval()
        return np.round(np.asarray(r, np.float64), 5).tolist() if not isinstance(r, (dict, tuple, list)) or \
            isinstance(r, np.ndarray) else r
    return f


for dt in (np.float16, np.float32, np.float64):
    n = np.dtype(dt).name
    case(f"acc_{n}", run(T.Accuracy, (Tensor(P.astype(dt)), Tensor(Y.astype(np.int32)))))
    case(f"top1_{n}", run(T.Top1CategoricalAccuracy, (Tensor(P.astype(dt)), Tensor(Y))))
    case(f"top2_{n}", run(lambda: T.TopKCategoricalAccuracy(2), (Tensor(P.astype(dt)), Tensor(Y))))
    case(f"prec_{n}", run(T.Precision, (Tensor(P.astype(dt)), Tensor(Y))))
    case(f"rec_{n}", run(T.Recall, (Tensor(P.astype(dt)), Tensor(Y))))
    case(f"f1_{n}", run(T.F1, (Tensor(P.astype(dt)), Tensor(Y))))
    case(f"mae_{n}", run(T.MAE, (Tensor(P[:, 0].astype(dt)), Tensor(P[:, 1].astype(dt)))))
    case(f"mse_{n}", run(T.MSE, (Tensor(P[:, 0].astype(dt)), Tensor(P[:, 1].astype(dt)))))
    case(f"loss_{n}", run(T.Loss, (Tensor(np.array(0.5, dt)),), (Tensor(np.array(1.25, dt)),)))
case("acc_onehot", run(T.Accuracy, (Tensor(P), Tensor(Y1H))))
case("acc_int_pred", run(T.Accuracy, (Tensor(np.array([[0, 1], [1, 0]], np.int32)), Tensor(np.array([1, 1], np.int32)))))
case("acc_numpy", run(T.Accuracy, (P, Y)))
case("acc_list", run(T.Accuracy, (P.tolist(), Y.tolist())))
case("acc_two_updates", run(T.Accuracy, (P[:2], Y[:2]), (P[2:], Y[2:])))
case("acc_binary", run(lambda: T.Accuracy("binary"), (np.array([0.2, 0.7, 0.5, 0.9]), np.array([0, 1, 1, 0]))))
case("acc_multilabel", run(lambda: T.Accuracy("multilabel"), (np.array([[0, 1, 1], [1, 0, 1]]), np.array([[0, 1, 1], [1, 1, 1]]))))
case("acc_binary_2d", run(lambda: T.Accuracy("binary"), (np.array([[0.2], [0.7]]), np.array([[0], [1]]))))
case("acc_ties", run(T.Accuracy, (np.array([[0.5, 0.5], [0.3, 0.3]]), np.array([1, 0]))))
case("top1_ties", run(T.Top1CategoricalAccuracy, (np.array([[0.5, 0.5], [0.3, 0.3]]), np.array([1, 0]))))
case("top5_3classes", run(T.Top5CategoricalAccuracy, (P, Y)))
case("top2_onehot", run(lambda: T.TopKCategoricalAccuracy(2), (P, Y1H)))
case("top2_ties", run(lambda: T.TopKCategoricalAccuracy(2), (np.array([[0.3, 0.3, 0.3, 0.1]]), np.array([2]))))
case("prec_multilabel", run(lambda: T.Precision("multilabel"), (np.array([[0, 1, 1], [1, 0, 1]]), np.array([[0, 1, 1], [1, 1, 0]]))))
case("prec_avg", lambda: (lambda m: (m.clear(), m.update(P, Y), np.round(m.eval(average=True), 5))[2])(T.Precision()))
case("rec_avg", lambda: (lambda m: (m.clear(), m.update(P, Y), np.round(m.eval(average=True), 5))[2])(T.Recall()))
case("f1_avg", lambda: (lambda m: (m.clear(), m.update(P, Y), np.round(m.eval(average=True), 5))[2])(T.F1()))
case("fbeta_05", run(lambda: T.Fbeta(0.5), (P, Y)))
case("prec_bool", run(T.Precision, (Tensor(P > 0.4), Tensor(Y))))
case("mae_0d", run(T.MAE, (Tensor(np.array(1.5, np.float32)), Tensor(np.array(0.5, np.float32)))))
case("mse_int", run(T.MSE, (Tensor(np.array([1, 2], np.int32)), Tensor(np.array([3, 5], np.int32)))))
case("mae_bcast", run(T.MAE, (np.ones((2, 3)), np.zeros((3,)))))
case("loss_1elem", run(T.Loss, (Tensor(np.array([2.0], np.float32)),)))
case("loss_2elem", run(T.Loss, (Tensor(np.array([2.0, 3.0], np.float32)),)))
case("loss_list", run(T.Loss, ([1.0],)))
case("loss_tuple_arg", run(T.Loss, (Tensor(np.array(1.0, np.float32)), Tensor(np.array(3.0, np.float32)))))
case("perplexity", run(T.Perplexity, (np.array([[0.6, 0.4], [0.2, 0.8]]), np.array([0, 1]))))
case("perplexity_ignore", run(lambda: T.Perplexity(ignore_label=1), (np.array([[0.6, 0.4], [0.2, 0.8]]), np.array([0, 1]))))
case("cm_2", run(lambda: T.ConfusionMatrix(3), (P, Y)))
case("cm_norm_true", run(lambda: T.ConfusionMatrix(3, normalize="target"), (P, Y)))
case("cm_norm_pred", run(lambda: T.ConfusionMatrix(3, normalize="prediction"), (P, Y)))
case("cm_norm_all", run(lambda: T.ConfusionMatrix(3, normalize="all"), (P, Y)))
case("dice", run(T.Dice, (np.array([[0.2, 0.8], [0.6, 0.4]]), np.array([[0, 1], [1, 0]]))))
case("dice_zero", run(T.Dice, (np.zeros((2, 2)), np.zeros((2, 2)))))
case("cos_sim", run(T.CosineSimilarity, (np.array([[1.0, 0.0], [1.0, 1.0], [0.0, 2.0]]),)))
case("cos_sim_nozero", run(lambda: T.CosineSimilarity(zero_diagonal=False), (np.array([[1.0, 0.0], [1.0, 1.0]]),)))
case("bleu", run(lambda: T.BleuScore(2), ([["the", "cat", "sat"]], [[["the", "cat", "sat", "down"]]])))
case("bleu_smooth", run(lambda: T.BleuScore(3, smooth=True), ([["a", "b", "c", "d"]], [[["a", "b", "x", "d"]]])))
case("auc", lambda: round(float(T.auc(np.array([0, 0.5, 1.0]), np.array([0, 0.8, 1.0]))), 5))
case("roc", run(T.ROC, (np.array([0.1, 0.4, 0.35, 0.8]), np.array([0, 0, 1, 1]))))
case("rmse", run(T.RootMeanSquareDistance, (np.array([[0, 1], [1, 0]]), np.array([[0, 1], [0, 0]]), 1)))
case("msd", run(T.MeanSurfaceDistance, (np.array([[0, 1], [1, 0]]), np.array([[0, 1], [0, 0]]), 1)))
case("hausdorff", run(T.HausdorffDistance, (np.array([[0, 1], [1, 0]]), np.array([[0, 1], [0, 0]]), 1)))
case("occlusion", run(lambda: T.OcclusionSensitivity(pad_val=0.0, margin=1, n_batch=2),
                      (ms.nn.Dense(4, 2, weight_init="ones", bias_init="zeros"), np.array([[0.1, 0.2, 0.3, 0.4]], np.float32),
                       np.array(1, np.int32))))
case("acc_empty_eval", run(T.Accuracy))
case("mae_empty_eval", run(T.MAE))
case("loss_empty_eval", run(T.Loss))
case("top1_empty_eval", run(T.Top1CategoricalAccuracy))
case("acc_bad_ndim", run(T.Accuracy, (np.array([0.1, 0.9]), np.array([[1, 0]]))))
case("acc_mismatch_batch", run(T.Accuracy, (P, Y[:3])))
case("prec_onehot_mismatch", run(T.Precision, (P, np.eye(4)[[0, 1, 2, 3]])))
case("loss_3d", run(T.Loss, (Tensor(np.ones((2, 2), np.float32)),)))
case("acc_set_indexes", lambda: (lambda m: (m.clear(), m.update(0, P, 1, Y), round(float(m.eval()), 5))[2])(T.Accuracy().set_indexes([1, 3])))
