"""``mindspore.nn.probability.bnn_layers``: Bayesian neural-network layers."""
from .layer_distribution import NormalPosterior, NormalPrior  # noqa: F401
from .variational import ConvReparam, DenseLocalReparam, DenseReparam, WithBNNLossCell  # noqa: F401

__all__ = ["ConvReparam", "DenseReparam", "DenseLocalReparam", "NormalPrior", "NormalPosterior", "WithBNNLossCell"]
