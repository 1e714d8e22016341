// Lets the package build until HIGSearch's own tests land (Package.swift already declares the target).
import Testing
