"""``mindspore.nn.metrics`` / ``mindspore.train.metrics``: evaluation metrics and their names.

``get_metric_fn(name)`` builds a metric by name (``'acc'``, ``'loss'``, ``'top_1_accuracy'`` ...);
``names()`` lists the names msgraph provides (MindSpore 2.10's).
"""
from .accuracy import Accuracy, Top1CategoricalAccuracy, Top5CategoricalAccuracy, TopKCategoricalAccuracy
from .distance import HausdorffDistance, MeanSurfaceDistance, RootMeanSquareDistance
from .confusion_metric import ConfusionMatrixMetric
from .error import MAE, MSE, Loss
from .metric import EvaluationBase, Metric, rearrange_inputs
from .occlusion import OcclusionSensitivity
from .precision import F1, Fbeta, Precision, Recall
from .roc import ROC, auc
from .similarity import CosineSimilarity, Dice, Perplexity
from .text_and_confusion import BleuScore, ConfusionMatrix

__all__ = ["names", "get_metric_fn", "get_metrics", "Accuracy", "MAE", "MSE", "Metric", "rearrange_inputs",
           "Precision", "Recall", "Fbeta", "F1", "TopKCategoricalAccuracy", "Top1CategoricalAccuracy",
           "Top5CategoricalAccuracy", "Loss", "EvaluationBase", "Dice", "Perplexity", "CosineSimilarity",
           "ROC", "auc", "ConfusionMatrix", "BleuScore", "HausdorffDistance", "MeanSurfaceDistance",
           "RootMeanSquareDistance", "ConfusionMatrixMetric", "OcclusionSensitivity"]

_FACTORY = {
    "accuracy": Accuracy, "acc": Accuracy, "precision": Precision, "recall": Recall, "F1": F1,
    "topk": TopKCategoricalAccuracy, "top_1_accuracy": Top1CategoricalAccuracy,
    "top_5_accuracy": Top5CategoricalAccuracy, "mae": MAE, "mse": MSE, "loss": Loss, "dice": Dice,
    "perplexity": Perplexity, "cosine_similarity": CosineSimilarity, "roc": ROC, "auc": auc,
    "confusion_matrix": ConfusionMatrix, "bleu_score": BleuScore, "hausdorff_distance": HausdorffDistance,
    "mean_surface_distance": MeanSurfaceDistance, "root_mean_square_distance": RootMeanSquareDistance,
    "confusion_matrix_metric": ConfusionMatrixMetric, "occlusion_sensitivity": OcclusionSensitivity,
}


def names():
    """The metric names :func:`get_metric_fn` accepts, sorted."""
    return sorted(_FACTORY)


def get_metric_fn(name, *args, **kwargs):
    """A new metric of the given name (KeyError for an unknown one)."""
    if name not in _FACTORY:
        raise KeyError(f"For 'get_metric_fn', unsupported metric {name}, please refer to official website for more "
                       f"details about supported metrics.")
    return _FACTORY[name](*args, **kwargs)


def get_metrics(metrics):
    """``Model``'s ``metrics`` argument -- None, a dict ``{name: Metric}`` or a set of names -- as a dict."""
    if metrics is None:
        return metrics
    if isinstance(metrics, dict):
        for name, metric in metrics.items():
            if not isinstance(name, str) or not isinstance(metric, Metric):
                raise TypeError(f"For 'get_metrics', if 'metrics' is dict, the key in 'metrics' must be string and "
                                f"value in 'metrics' must be Metric, but got key:{type(name)}, value:{type(metric)}.")
        return metrics
    if isinstance(metrics, set):
        return {name: get_metric_fn(name) for name in metrics}
    raise TypeError(f"For 'get_metrics', the argument 'metrics' must be None, dict or set, but got {metrics}")
