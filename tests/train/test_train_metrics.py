"""Metrics beyond the conformance programs (tests/conformance/programs/train/metrics_values.py):
the registry of names, and metrics fed by Model.eval."""
import numpy as np

import msgraph as ms
from msgraph import nn


def test_metric_names_are_mindspore_names():
    # MindSpore 2.10's mindspore.nn.metrics.names()
    mindspore_names = ['F1', 'acc', 'accuracy', 'auc', 'bleu_score', 'confusion_matrix', 'confusion_matrix_metric',
                       'cosine_similarity', 'dice', 'hausdorff_distance', 'loss', 'mae', 'mean_surface_distance',
                       'mse', 'occlusion_sensitivity', 'perplexity', 'precision', 'recall', 'roc',
                       'root_mean_square_distance', 'top_1_accuracy', 'top_5_accuracy', 'topk']
    names = nn.names()
    assert names == sorted(names) and set(names) <= set(mindspore_names)
    assert ms.train.names() == names and nn.metrics.names() == names
    for name in names:
        if name not in ("topk", "auc", "confusion_matrix"):
            assert isinstance(nn.get_metric_fn(name), nn.Metric)
    assert isinstance(nn.get_metric_fn("topk", 3), nn.TopKCategoricalAccuracy)


def test_model_eval_feeds_metrics_the_eval_outputs():
    x = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.0, 0.0]], np.float32)
    y = np.array([0, 1, 1, 0], np.int32)
    net = nn.Dense(2, 2, weight_init=ms.Tensor(np.eye(2, dtype=np.float32)), bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    metrics = {"acc": nn.Accuracy(), "top1": nn.Top1CategoricalAccuracy(), "cm": nn.ConfusionMatrix(2),
               "f1": nn.F1(), "loss": nn.Loss()}
    res = ms.Model(net, loss, metrics=metrics).eval([(x[:2], y[:2]), (x[2:], y[2:])])
    logits = x   # the identity layer
    assert res["acc"] == res["top1"] == np.mean(logits.argmax(1) == y)
    np.testing.assert_array_equal(res["cm"], [[2.0, 0.0], [1.0, 1.0]])   # x=[1,1] ties -> class 0
    assert res["f1"].shape == (2,)
    assert isinstance(res["loss"], np.float64)


def test_eval_results_print_like_mindspore():
    x = np.array([[1.0, 0.0], [0.0, 1.0]], np.float32)
    y = np.array([0, 0], np.int32)
    net = nn.Dense(2, 2, weight_init=ms.Tensor(np.eye(2, dtype=np.float32)), bias_init="zeros")
    res = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                   metrics={"acc": nn.Accuracy()}).eval([(x, y)])
    assert str(res) == "{'acc': 0.5}"   # MindSpore's text (numpy 2 alone would show np.float64(0.5))
    assert isinstance(res["acc"], np.float64) and res["acc"] == 0.5
